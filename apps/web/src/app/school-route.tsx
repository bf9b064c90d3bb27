import { SchoolAbsencesToday } from '../features/absences/absences.home-sections.tsx';
import { SchoolPage } from '../features/schools/pages/school-page.tsx';

/** The School page with the school's absences of the day: the app joins the two features. */
export function SchoolRoute() {
  return <SchoolPage extraSections={<SchoolAbsencesToday />} />;
}
