import { StudentExportCard } from '../features/data-export/components/student-export-card.tsx';
import { PortfolioPage } from '../features/students/pages/portfolio-page.tsx';

/** A child's page with the data export for their guardians: features do not import each other, the app joins them. */
export function PortfolioRoute() {
  return <PortfolioPage guardianSection={(student) => <StudentExportCard studentId={student.id} name={student.name} />} />;
}
