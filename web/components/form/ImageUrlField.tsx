import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { isImageUrl } from '#shared/api/content-fields';
import { IMAGE_DISPLAYS } from '#shared/responsive-image';
import { AppImage } from '#web/lib/images/AppImage';
import { Field } from './Field';

/** How a preview shows beside its field: a post's cover, or a person's round photo. */
const PREVIEWS = {
  cover: {
    row: 'grid items-start gap-4 md:grid-cols-[1fr_auto]',
    display: IMAGE_DISPLAYS.blogCoverPreview,
    image: 'h-20 w-36 rounded-box object-cover',
  },
  avatar: {
    row: 'flex items-end gap-3',
    display: IMAGE_DISPLAYS.avatar(40),
    image: 'h-10 w-10 shrink-0 rounded-full object-cover',
  },
};

/**
 * The URL of a picture (a post's cover, a client's photo) bound to a schema form, with a preview
 * beside the field once it is a URL the schema takes.
 */
export function ImageUrlField<T extends FieldValues, Output>({
  control,
  name,
  label,
  preview,
}: {
  control: Control<T, unknown, Output>;
  name: FieldPath<T>;
  label: string;
  preview: keyof typeof PREVIEWS;
}) {
  const url: unknown = useWatch({ control, name });
  const { row, display, image } = PREVIEWS[preview];
  return (
    <div className={row}>
      <Field control={control} name={name} label={label} type="url" placeholder="https://…" />
      {typeof url === 'string' && isImageUrl(url) && <AppImage src={url} alt="" display={display} className={image} />}
    </div>
  );
}
