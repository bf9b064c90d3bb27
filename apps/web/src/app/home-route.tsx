import { TeacherAbsencesToday } from '../features/absences/absences.home-sections.tsx';
import { HomePage } from '../features/home/pages/home-page.tsx';

/** Home with the day's absences on a teacher's: features do not import each other, the app joins them. */
export function HomeRoute() {
  return <HomePage teacherSections={<TeacherAbsencesToday />} />;
}
