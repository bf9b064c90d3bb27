import type { FormDto } from '@homeroom/contract/forms';
import type { DemoClient } from '../../demo/demo-client.ts';

/** A permission slip for the class's trip, signed by some families (one yes, one no), the rest waiting. */
export async function seedDemoForms(client: DemoClient, teacherToken: string, classId: number, signers: { token: string; name: string; consent: boolean }[]): Promise<void> {
  const slip = await client.call<FormDto>(
    'POST',
    'school/form-create/',
    {
      title: 'Trip to the aquarium: permission slip',
      text: 'On our trip to the aquarium we travel by coach and are back by 3 pm. Please let us know whether your child may come, and what they will eat.',
      questions: [
        { kind: 'consent', label: 'May your child come on the trip?' },
        { kind: 'choice', label: 'Lunch', options: ['Packed lunch from home', 'School packed lunch'] },
        { kind: 'text', label: 'Allergies or anything we should know' },
      ],
      classes: [classId],
      deadline: new Date(Date.now() + 9 * 24 * 3600 * 1000).toISOString(),
    },
    teacherToken,
  );
  for (const signer of signers) {
    const seen = await client.call<FormDto>('GET', `school/form/${slip.id}/`, undefined, signer.token);
    const child = seen.children.find((item) => item.answer === null);
    if (!child) continue;
    await client.call(
      'POST',
      `school/form-answer/${slip.id}/`,
      { student: child.student.id, signed_name: signer.name, answers: [signer.consent, 'Packed lunch from home', 'None'] },
      signer.token,
    );
  }
}
