/** A content item's status in an admin table (SPEC 2: Published or Draft). */
export function PublishedBadge({ published }: { published: boolean }) {
  return published ? (
    <span className="badge badge-success">Published</span>
  ) : (
    <span className="badge badge-ghost">Draft</span>
  );
}
