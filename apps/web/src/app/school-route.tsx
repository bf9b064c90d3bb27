import { SchoolAbsencesToday } from '../features/absences/absences.home-sections.tsx';
import { SchoolFormsSection } from '../features/forms/forms.school-sections.tsx';
import { useSchoolRoster } from '../features/schools/api/get-school-roster.ts';
import { SchoolPage } from '../features/schools/pages/school-page.tsx';

/** The School page with the school's absences of the day and its forms for several classes: the app joins the features. */
export function SchoolRoute() {
  const roster = useSchoolRoster();
  const classes = (roster.data?.classes ?? []).map(({ id, name }) => ({ id, name }));
  return (
    <SchoolPage
      extraSections={
        <>
          <SchoolAbsencesToday />
          <SchoolFormsSection classes={classes} />
        </>
      }
    />
  );
}
