import { ProfilePage } from '../features/accounts/pages/profile-page.tsx';
import { useSchoolProfileTabs } from '../features/schools/schools.profile-tabs.tsx';

/** The profile with the school feature's tabs: features do not import each other, the app joins them. */
export function ProfileRoute() {
  return <ProfilePage extraTabs={useSchoolProfileTabs()} />;
}
