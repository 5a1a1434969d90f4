import { useEffect, useId, useRef, useState } from 'react';
import {
  MANAGE_PROFILE_MESSAGES as MESSAGES,
  type MyService,
  SERVICE_CURRENCIES,
  SERVICE_DEFAULTS,
  SERVICE_LIMITS,
  type ServiceInput,
  serviceInputSchema,
} from '#shared/api/manage-profile';
import { CATEGORY_KEYS, CATEGORY_TITLES } from '#shared/categories';
import { formatPrice } from '#shared/money';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { Field } from '#web/components/form/Field';
import { NumberField } from '#web/components/form/NumberField';
import { SelectField } from '#web/components/form/SelectField';
import { ApiRequestError } from '#web/lib/api-client';
import { formatDuration } from '#web/lib/format';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import {
  isServiceGone,
  savedServiceOf,
  useCreateService,
  useDeleteService,
  useUpdateCachedServices,
  useUpdateService,
} from './api/services';

const CATEGORY_OPTIONS = CATEGORY_KEYS.map((key) => ({ value: key, label: CATEGORY_TITLES[key] }));
const CURRENCY_OPTIONS = SERVICE_CURRENCIES.map((code) => ({ value: code, label: code }));

/** SPEC 9's new service: health_wellness, price 0, USD, 60 minutes (and a title still to write). */
export const NEW_SERVICE_VALUES: ServiceInput = { title: '', description: '', ...SERVICE_DEFAULTS, bookable: false };

function serviceValues(service: MyService): ServiceInput {
  return {
    title: service.title,
    description: service.description ?? '',
    category: service.category,
    price: service.price,
    // Every write path validates against SERVICE_CURRENCIES, and the seed uses USD.
    currency: service.currency as ServiceInput['currency'],
    duration_minutes: service.duration_minutes,
    bookable: service.bookable,
  };
}

function failure(err: unknown, fallback: string): { message: string; description?: string } {
  // The worker's validation and limit messages say what to fix; anything else is SPEC 8's text.
  if (err instanceof ApiRequestError && (err.status === 400 || err.status === 409)) {
    return { message: fallback, description: err.message };
  }
  return { message: fallback };
}

function serviceSummary(service: MyService): string {
  const currency = (SERVICE_CURRENCIES as readonly string[]).includes(service.currency) ? service.currency : 'USD';
  return `“${service.title}”, ${formatPrice(service.price, currency)}, ${formatDuration(service.duration_minutes)}`;
}

/**
 * A saved service or a local unsaved one (SPEC 4). A save names the loaded version: another tab's save is a 409
 * that keeps the typed values beside the saved ones; another tab's removal makes Save add it anew.
 */
export function ServiceEditor({
  service,
  onSavedNew,
  onDiscard,
  onDirtyChange,
}: {
  service: MyService | null;
  onSavedNew?: () => void;
  onDiscard?: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const create = useCreateService();
  const update = useUpdateService();
  const remove = useDeleteService();
  const updateCached = useUpdateCachedServices();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const loadedVersion = useRef(service?.version ?? 0);
  /** Another tab or window saved this service since: its saved version, until reloaded. */
  const [conflict, setConflict] = useState<MyService | null>(null);
  const [gone, setGone] = useState(false);
  const bookableHintId = useId();
  const unsaved = service === null;
  const dropFromList = (id: number) => updateCached((services) => services.filter((s) => s.id !== id));

  const { form, control, formProps, submitting } = useSchemaForm(serviceInputSchema, {
    defaultValues: service ? serviceValues(service) : NEW_SERVICE_VALUES,
    onSubmit: async (input) => {
      if (service && !gone) {
        const res = await update.mutateAsync({ id: service.id, input: { ...input, version: loadedVersion.current } });
        loadedVersion.current = res.service.version;
        form.reset(serviceValues(res.service));
        toast.success(res.message);
      } else {
        const res = await create.mutateAsync(input);
        // A service removed elsewhere is replaced by the new one.
        if (service) dropFromList(service.id);
        toast.success(res.message);
        onSavedNew?.();
      }
    },
    onError: (err) => {
      const saved = savedServiceOf(err);
      if (saved) {
        setConflict(saved);
        toast.error(MESSAGES.serviceStale);
        return;
      }
      if (service && !gone && isServiceGone(err)) {
        setGone(true);
        toast.error(MESSAGES.serviceGone);
        return;
      }
      const { message, description } = failure(err, MESSAGES.serviceSaveFailed);
      toast.error(message, { description, cause: err });
    },
    onInvalid: (messages) => toast.error(MESSAGES.serviceSaveFailed, { description: Object.values(messages)[0] }),
  });

  const dirty = unsaved || gone || form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // Unmounting (saved, removed or discarded) leaves nothing unsaved behind.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  // A newer version reaching this tab (a refetch after another save) replaces values nobody is editing.
  const { reset } = form;
  const cleanForm = !form.formState.isDirty;
  useEffect(() => {
    if (!service || service.version <= loadedVersion.current || !cleanForm) return;
    loadedVersion.current = service.version;
    reset(serviceValues(service));
    setConflict(null);
  }, [service, cleanForm, reset]);

  const reloadSaved = () => {
    if (!conflict) return;
    loadedVersion.current = conflict.version;
    form.reset(serviceValues(conflict));
    updateCached((services) => services.map((s) => (s.id === conflict.id ? conflict : s)));
    setConflict(null);
  };

  const title = form.watch('title');
  const onRemove = () => {
    if (!service) {
      onDiscard?.();
      return;
    }
    if (gone) {
      dropFromList(service.id);
      return;
    }
    remove.mutate(service.id, {
      onSuccess: (res) => toast.success(res.message),
      onError: (err) => {
        setConfirmRemove(false);
        // Removed in another tab or window already: what the trainer asked for is done.
        if (isServiceGone(err)) {
          dropFromList(service.id);
          toast.success(MESSAGES.serviceGone);
          return;
        }
        const { message, description } = failure(err, MESSAGES.serviceDeleteFailed);
        toast.error(message, { description, cause: err });
      },
    });
  };

  return (
    <article
      className={`card border bg-base-100 shadow-sm ${unsaved ? 'border-dashed border-warning' : 'border-base-200'}`}
      aria-label={unsaved ? 'New service (not saved yet)' : `Service: ${service.title}`}
      data-testid={unsaved ? 'unsaved-service' : 'saved-service'}
    >
      <form {...formProps} className="card-body gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="card-title text-base">{title.trim() || (unsaved ? 'New service' : 'Untitled service')}</h3>
          {unsaved || gone ? (
            <span className="badge badge-warning">Unsaved</span>
          ) : (
            form.formState.isDirty && <span className="badge badge-ghost">Unsaved changes</span>
          )}
        </div>
        {conflict && (
          <div role="alert" className="alert alert-warning flex flex-col items-start gap-2">
            <p>{MESSAGES.serviceStale}</p>
            <p className="text-sm">Saved now: {serviceSummary(conflict)}. Your changes are still in the form below.</p>
            <button type="button" className="btn btn-sm" onClick={reloadSaved}>
              Reload saved version
            </button>
          </div>
        )}
        {gone && (
          <div role="alert" className="alert alert-warning flex flex-col items-start gap-1">
            <p>{MESSAGES.serviceGone}</p>
            <p className="text-sm">Save Service adds what is in the form as a new service; Remove discards it.</p>
          </div>
        )}
        <Field control={control} name="title" label="Title" max={SERVICE_LIMITS.title} required />
        <Field control={control} name="description" label="Description" max={SERVICE_LIMITS.description} rows={2} />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField control={control} name="category" label="Category" options={CATEGORY_OPTIONS} />
          <NumberField
            control={control}
            name="price"
            label="Price"
            min={SERVICE_LIMITS.priceMin}
            max={SERVICE_LIMITS.priceMax}
            step="0.01"
          />
          <SelectField control={control} name="currency" label="Currency" options={CURRENCY_OPTIONS} />
          <NumberField
            control={control}
            name="duration_minutes"
            label="Duration (minutes)"
            min={SERVICE_LIMITS.durationMin}
            max={SERVICE_LIMITS.durationMax}
            step="5"
            inputMode="numeric"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label className="flex cursor-pointer items-center gap-3 self-start">
            <input
              type="checkbox"
              className="checkbox checkbox-primary"
              aria-describedby={bookableHintId}
              {...form.register('bookable')}
            />
            <span className="font-medium">Bookable online</span>
          </label>
          <p id={bookableHintId} className="text-sm text-base-content/70">
            Learners can request a time for this service on your profile once your hours are set in the Availability
            tab.
          </p>
        </div>
        <div className="card-actions justify-end">
          <button
            type="button"
            className="btn btn-ghost text-error"
            onClick={() => (unsaved || gone ? onRemove() : setConfirmRemove(true))}
            disabled={submitting || remove.isPending}
          >
            Remove
          </button>
          <button type="submit" className="btn btn-primary" disabled={submitting || remove.isPending}>
            {submitting ? 'Saving...' : 'Save Service'}
          </button>
        </div>
      </form>
      {confirmRemove && service && (
        <ConfirmDialog
          title="Remove this service?"
          confirmLabel="Remove service"
          pending={remove.isPending}
          onConfirm={onRemove}
          onClose={() => setConfirmRemove(false)}
        >
          “{service.title}” disappears from your public profile at once.
        </ConfirmDialog>
      )}
    </article>
  );
}
