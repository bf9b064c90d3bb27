import { ProfilePage } from '../features/accounts/pages/profile-page.tsx';
import { useOfficeHoursProfileTabs } from '../features/office-hours/office-hours.profile-tabs.tsx';
import { useCalendarProfileTabs } from '../features/calendar/calendar.profile-tabs.tsx';
import { useDataExportProfileTabs } from '../features/data-export/data-export.profile-tabs.tsx';
import { useSchoolProfileTabs } from '../features/schools/schools.profile-tabs.tsx';

/** The profile with the school and calendar features' tabs: features do not import each other, the app joins them. */
export function ProfileRoute() {
  return <ProfilePage extraTabs={[...useSchoolProfileTabs(), ...useOfficeHoursProfileTabs(), ...useCalendarProfileTabs(), ...useDataExportProfileTabs()]} />;
}
