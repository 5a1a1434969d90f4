import { useId, useState } from 'react';
import { TrainerAvatar } from '../../components/TrainerAvatar';
import { ApiRequestError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useUploadPhoto } from './api/upload-photo';
import { photoFileProblem } from './photo-file';
import { resizePhoto } from './photo-resize';

const UPLOAD_FAILED = 'Failed to upload photo';

/**
 * The profile photo: JPEG, PNG or WebP up to 2 MB, redrawn at most 512 px before it is sent. The
 * old photo stays on screen (and on the profile) until the new one is stored.
 */
export function PhotoUploader({ name, image }: { name: string; image: string | null }) {
  const upload = useUploadPhoto();
  const [resizing, setResizing] = useState(false);
  const inputId = useId();
  const busy = resizing || upload.isPending;

  const onFile = async (file: File) => {
    const problem = photoFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    let resized: Blob;
    setResizing(true);
    try {
      resized = await resizePhoto(file);
    } catch {
      toast.error('This image could not be read. Try another JPEG, PNG or WebP file.');
      return;
    } finally {
      setResizing(false);
    }
    upload.mutate(resized, {
      onSuccess: (res) => toast.success(res.message),
      onError: (err) => toast.error(err instanceof ApiRequestError && err.status < 500 ? err.message : UPLOAD_FAILED),
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
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again (after a failure) fires a change.
            event.target.value = '';
            if (file) void onFile(file);
          }}
        />
        <span className="text-xs text-base-content/70">JPEG, PNG or WebP, up to 2 MB. Shown square on cards.</span>
      </div>
    </div>
  );
}
