import type { DemoClient } from '../../demo/demo-client.ts';

const at = (days: number, hour: number) => {
  const moment = new Date(Date.now() + days * 24 * 3600 * 1000);
  moment.setUTCHours(hour, 0, 0, 0);
  return moment.toISOString();
};

/** A bake sale sign-up with places taken by two families, one of its slots timed. */
export async function seedDemoSignups(client: DemoClient, teacherToken: string, classId: number, familyTokens: string[]): Promise<void> {
  const signup = await client.call<{ slots: { id: number }[] }>(
    'POST',
    'school/signup-create/',
    {
      school_class: classId,
      title: 'Bake sale for the library',
      note: 'Bring something home-made (no nuts, please) or help at the stall.',
      cutoff: at(5, 18),
      slots: [
        { label: 'A cake or a tray of biscuits', capacity: 6 },
        { label: 'Stall helper, first hour', capacity: 2, starts_at: at(6, 14), ends_at: at(6, 15) },
        { label: 'Stall helper, second hour', capacity: 2, starts_at: at(6, 15), ends_at: at(6, 16) },
      ],
    },
    teacherToken,
  );
  const [cakes, firstHour] = signup.slots;
  for (const token of familyTokens) if (cakes) await client.call('POST', `school/signup-place-take/${cakes.id}/`, undefined, token);
  const [first] = familyTokens;
  if (first && firstHour) await client.call('POST', `school/signup-place-take/${firstHour.id}/`, undefined, first);
}
