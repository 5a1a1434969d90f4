import { useCallback, useRef, useState } from 'react';
import { MANAGE_PROFILE_MESSAGES as MESSAGES, type MyService, SERVICE_LIMITS } from '#shared/api/manage-profile';
import { ServiceEditor } from './ServiceEditor';

/**
 * The Services tab: saved services in the order they were added, then the local unsaved ones
 * (SPEC 4). Reports whether anything on the tab is unsaved, for the leave-page prompt.
 */
export function ServicesEditor({
  services,
  onDirtyChange,
}: {
  services: MyService[];
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [drafts, setDrafts] = useState<number[]>([]);
  const nextDraft = useRef(1);
  const dirtyEditors = useRef(new Set<string>());

  const reportDirty = useCallback(
    (key: string) => (dirty: boolean) => {
      if (dirty) dirtyEditors.current.add(key);
      else dirtyEditors.current.delete(key);
      onDirtyChange(dirtyEditors.current.size > 0);
    },
    [onDirtyChange],
  );
  // One stable callback per editor, so an editor's effects do not rerun on every render.
  const callbacks = useRef(new Map<string, (dirty: boolean) => void>());
  const dirtyCallback = (key: string) => {
    let callback = callbacks.current.get(key);
    if (!callback) {
      callback = reportDirty(key);
      callbacks.current.set(key, callback);
    }
    return callback;
  };

  const dropDraft = (draft: number) => setDrafts((current) => current.filter((d) => d !== draft));
  const atLimit = services.length + drafts.length >= SERVICE_LIMITS.perTrainer;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base-content/70">
          {services.length === 0 ? 'No services yet. Add what you offer, with its price and duration.' : null}
          {services.length > 0 && `${services.length} of ${SERVICE_LIMITS.perTrainer} services.`}
        </p>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={atLimit}
          onClick={() => setDrafts((current) => [...current, nextDraft.current++])}
        >
          Add Service
        </button>
      </div>
      {atLimit && <p className="alert alert-info">{MESSAGES.tooManyServices}</p>}
      <div id="edit-services" className="flex flex-col gap-4">
        {services.map((service) => (
          <ServiceEditor key={service.id} service={service} onDirtyChange={dirtyCallback(`s${service.id}`)} />
        ))}
        {drafts.map((draft) => (
          <ServiceEditor
            key={`draft-${draft}`}
            service={null}
            onSavedNew={() => dropDraft(draft)}
            onDiscard={() => dropDraft(draft)}
            onDirtyChange={dirtyCallback(`d${draft}`)}
          />
        ))}
      </div>
    </div>
  );
}
