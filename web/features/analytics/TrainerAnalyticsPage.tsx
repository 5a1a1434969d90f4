import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  ANALYTICS_MESSAGES as MESSAGES,
  selectableMonths,
  type TrainerAnalyticsResponse,
} from '#shared/api/trainer-analytics';
import { CATEGORY_TITLES, humanizeCategory } from '#shared/categories';
import type { SocialPlatform } from '#shared/enums';
import { monthKey, shiftMonth } from '#shared/months';
import { ErrorReference } from '#web/components/ErrorReference';
import { usePageMeta } from '#web/components/usePageMeta';
import { ApiRequestError } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';
import {
  compareToMedian,
  formatChange,
  formatRate,
  formatRateChange,
  formatReplyRate,
  formatReplyTime,
  monthLabel,
} from './analytics-format';
import { trainerAnalyticsQuery } from './api/trainer-analytics';
import { CountList } from './CountList';
import { DailyViewsChart } from './DailyViewsChart';

const TABS = ['Search Keywords', 'Traffic Sources', 'Social Clicks'] as const;
type Tab = (typeof TABS)[number];

const PLATFORM_LABELS: Record<SocialPlatform, string> = {
  website: 'Website',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  whatsapp: 'WhatsApp',
};

function TotalCard({ title, value, detail }: { title: string; value: string; detail: string }) {
  return (
    <div className="stat rounded-box border border-base-200 bg-base-100 shadow-sm">
      <div className="stat-title">{title}</div>
      <div className="stat-value text-3xl">{value}</div>
      <div className="stat-desc">{detail}</div>
    </div>
  );
}

function Totals({ data }: { data: TrainerAnalyticsResponse }) {
  const { totals, conversion } = data;
  const versus = `vs ${monthLabel(shiftMonth(data.month, -1))}`;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <TotalCard
        title="Profile views"
        value={String(totals.profile_views.current)}
        detail={`${formatChange(totals.profile_views)} ${versus}`}
      />
      <TotalCard
        title="Contact clicks"
        value={String(totals.social_clicks.current)}
        detail={`${formatChange(totals.social_clicks)} ${versus}`}
      />
      <TotalCard
        title="Contact rate"
        value={formatRate(conversion.rate)}
        detail={`${formatRateChange(conversion.rate, conversion.previous_rate)} ${versus}`}
      />
    </div>
  );
}

/** Enquiries learners started on the platform this month, and how the trainer answered them (issue #41). */
function Enquiries({ enquiries }: { enquiries: TrainerAnalyticsResponse['enquiries'] }) {
  const none = enquiries.count === 0;
  return (
    <div className="grid gap-4 md:grid-cols-3" data-testid="enquiry-figures">
      <TotalCard
        title="Enquiries"
        value={String(enquiries.count)}
        detail={none ? 'No learner messaged you this month' : 'Conversations learners started this month'}
      />
      <TotalCard
        title="Reply rate"
        value={formatReplyRate(enquiries.reply_rate)}
        detail={none ? 'Nothing to answer yet' : `${enquiries.replied} of ${enquiries.count} answered`}
      />
      <TotalCard
        title="Median first reply"
        value={formatReplyTime(enquiries.median_first_reply_minutes)}
        detail={
          none
            ? 'Nothing to answer yet'
            : enquiries.median_first_reply_minutes === null
              ? 'No enquiry answered yet'
              : 'From a learner’s first message to your reply'
        }
      />
    </div>
  );
}

/** Session requests made this month, how many the trainer took, and the sessions of the month (issue #42). */
function Sessions({ bookings }: { bookings: TrainerAnalyticsResponse['bookings'] }) {
  const none = bookings.requests === 0;
  return (
    <div className="grid gap-4 md:grid-cols-3" data-testid="session-figures">
      <TotalCard
        title="Session requests"
        value={String(bookings.requests)}
        detail={none ? 'No learner asked for a session this month' : 'Requests learners sent this month'}
      />
      <TotalCard
        title="Acceptance rate"
        value={formatReplyRate(bookings.acceptance_rate)}
        detail={
          bookings.decided === 0
            ? none
              ? 'Nothing to decide yet'
              : 'No request decided yet'
            : `${bookings.accepted} of ${bookings.decided} accepted`
        }
      />
      <TotalCard
        title="Sessions"
        value={String(bookings.sessions)}
        detail={bookings.sessions === 0 ? 'No session this month' : 'Accepted sessions starting this month'}
      />
    </div>
  );
}

/** Contact clicks per view beside the median of approved trainers in the same primary category. */
function ConversionBenchmark({ conversion }: { conversion: TrainerAnalyticsResponse['conversion'] }) {
  const category = conversion.category ? CATEGORY_TITLES[conversion.category] : null;
  const verdict = compareToMedian(conversion.rate, conversion.category_median);
  return (
    <section className="card border border-base-200 bg-base-100 shadow-sm" aria-labelledby="benchmark-title">
      <div className="card-body gap-2">
        <h2 id="benchmark-title" className="card-title text-base">
          How your contact rate compares
        </h2>
        {!category ? (
          <p className="text-base-content/70">
            Add a service to compare yourself with trainers in your category.{' '}
            <Link className="link link-primary" to="/manage-profile#edit-services">
              Add a service
            </Link>
          </p>
        ) : conversion.category_median === null ? (
          <p className="text-base-content/70">
            The median for {category} is not available for this month yet; it is computed once a day.
          </p>
        ) : (
          <>
            <p>
              Your rate: <strong>{formatRate(conversion.rate)}</strong> · Median in {category}:{' '}
              <strong>{formatRate(conversion.category_median)}</strong> ({conversion.category_trainers}{' '}
              {conversion.category_trainers === 1 ? 'trainer' : 'trainers'})
            </p>
            {verdict && (
              <p className="text-base-content/70">
                You are {verdict}.{' '}
                {verdict === 'below the median' &&
                  'A clear headline, a photo and more contact options help learners reach you.'}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function Breakdown({ data }: { data: TrainerAnalyticsResponse }) {
  const [tab, setTab] = useState<Tab>('Search Keywords');
  const panelId = useId();
  const rows: Record<Tab, { id: string; label: string; count: number }[]> = {
    'Search Keywords': data.search_keywords.map((k) => ({ id: k.keyword, label: k.keyword, count: k.count })),
    'Traffic Sources': data.traffic_sources.map((s) => ({
      id: s.source,
      label: humanizeCategory(s.source),
      count: s.count,
    })),
    'Social Clicks': data.social_clicks.map((s) => ({
      id: s.platform,
      label: PLATFORM_LABELS[s.platform],
      count: s.count,
    })),
  };
  const empty: Record<Tab, string> = {
    'Search Keywords': MESSAGES.noSearch,
    'Traffic Sources': MESSAGES.noTraffic,
    'Social Clicks': MESSAGES.noSocial,
  };
  return (
    <section className="card border border-base-200 bg-base-100 shadow-sm">
      <div className="card-body">
        <div role="tablist" className="tabs tabs-border" aria-label="Breakdown">
          {TABS.map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={tab === t}
              aria-controls={panelId}
              className={`tab ${tab === t ? 'tab-active' : 'text-base-content/80'}`}
              onClick={() => setTab(t)}
            >
              {t}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={panelId} aria-label={tab} className="pt-4">
          <CountList rows={rows[tab]} empty={empty[tab]} label={tab} />
        </div>
      </div>
    </section>
  );
}

export function TrainerAnalyticsPage() {
  usePageMeta('Analytics');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const months = selectableMonths();
  const current = monthKey(new Date());
  const requested = params.get('month');
  const month = requested && months.includes(requested) ? requested : current;
  const { data, error, isPlaceholderData, refetch } = useQuery(trainerAnalyticsQuery(month));
  const noTrainer = error instanceof ApiRequestError && error.status === 404;
  const selectId = useId();

  // SPEC 6: without a trainer record, say so and go to the dashboard.
  useEffect(() => {
    if (!noTrainer) return;
    toast.error(MESSAGES.noTrainer);
    navigate('/dashboard', { replace: true });
  }, [noTrainer, navigate]);

  const selectMonth = (next: string) =>
    setParams(next === current ? {} : { month: next }, { replace: true, preventScrollReset: true });

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Analytics</h1>
          <p className="text-base-content/70">How learners find and contact you, month by month (UTC).</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label htmlFor={selectId} className="flex flex-col gap-1 text-sm font-medium">
            Month
            <select
              id={selectId}
              className="select select-bordered"
              value={month}
              onChange={(event) => selectMonth(event.target.value)}
            >
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthLabel(m)}
                </option>
              ))}
            </select>
          </label>
          <Link to="/manage-profile" className="btn btn-outline">
            Manage Profile
          </Link>
        </div>
      </div>

      {error && !noTrainer ? (
        <div className="mx-auto max-w-xl py-16 text-center">
          <p className="alert alert-error">{MESSAGES.loadFailed}</p>
          <ErrorReference error={error} />
          <button type="button" className="btn mt-6" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : !data ? (
        <div className="flex justify-center py-24" role="status" aria-label="Loading analytics">
          <span className="loading loading-spinner loading-lg" />
        </div>
      ) : (
        // While another month loads, the last one stays on screen, dimmed.
        <div
          className={`mt-8 flex flex-col gap-6 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={isPlaceholderData}
          data-testid="analytics-month"
          data-month={data.month}
        >
          <Totals data={data} />
          <Enquiries enquiries={data.enquiries} />
          <Sessions bookings={data.bookings} />
          <DailyViewsChart days={data.daily_views} />
          <ConversionBenchmark conversion={data.conversion} />
          <Breakdown data={data} />
        </div>
      )}
    </section>
  );
}
