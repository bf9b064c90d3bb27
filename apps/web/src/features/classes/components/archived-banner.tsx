import { Archive } from 'lucide-react';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** Says on the class page that its year has ended and that it is read only. */
export function ArchivedBanner({ archivedAt }: { archivedAt: string }) {
  return (
    <section
      aria-label="Archived class"
      className="flex gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <Archive aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <p>
        <strong className="font-semibold">Archived.</strong>{' '}
        {`This class's school year ended on ${new Date(archivedAt).toLocaleDateString(undefined, DATE_FORMAT)}. Its page stays for its families to read; nothing in it can be changed.`}
      </p>
    </section>
  );
}
