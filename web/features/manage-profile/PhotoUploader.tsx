import { useId, useState } from 'react';
import { TrainerAvatar } from '#web/components/TrainerAvatar';
import { ApiRequestError } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';
import { useUploadPhoto } from './api/upload-photo';
import { photoFileProblem } from './photo-file';
import { resizePhoto } from './photo-resize';

const UPLOAD_FAILED = 'Failed to upload photo';
const UNREADABLE = 'This image could not be read. Try another JPEG, PNG or WebP file.';

/** The old photo stays until the new one is stored; a failure's message stays under the button (not a toast) until the next file. */
export function PhotoUploader({ name, image }: { name: string; image: string | null }) {
  const upload = useUploadPhoto();
  const [resizing, setResizing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const busy = resizing || upload.isPending;

  const onFile = async (file: File) => {
    setError(null);
    const problem = photoFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    let resized: Blob;
    setResizing(true);
    try {
      resized = await resizePhoto(file);
    } catch {
      setError(UNREADABLE);
      return;
    } finally {
      setResizing(false);
    }
    upload.mutate(resized, {
      onSuccess: (res) => toast.success(res.message),
      onError: (err) => setError(err instanceof ApiRequestError && err.status < 500 ? err.message : UPLOAD_FAILED),
    });
  };

  return (
    <div id="edit-photo" className="flex flex-wrap items-center gap-4">
      <TrainerAvatar name={name} image={image} size={112} />
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className={`btn btn-outline btn-sm self-start ${busy ? 'btn-disabled' : ''}`}>
          {busy ? 'Uploading...' : image ? 'Change photo' : 'Upload photo'}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          disabled={busy}
          aria-label="Profile photo"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again (after a failure) fires a change.
            event.target.value = '';
            if (file) void onFile(file);
          }}
        />
        <span className="text-xs text-base-content/70">JPEG, PNG or WebP, up to 2 MB. Shown square on cards.</span>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
