import type { DemoClient } from '../../demo/demo-client.ts';
import type { DemoClass } from '../classes/classes.demo.ts';

/**
 * Two assignments set to the whole class as the create form does; Leo has handed one in and it
 * is scored, Aanya's waits for a score. A third, made the old two-step way, is set to nobody
 * yet: its card says so.
 */
export async function seedDemoAssignments(client: DemoClient, teacherToken: string, schoolClass: DemoClass): Promise<void> {
  const writing = await client.call<{ id: number; code: string }>(
    'POST',
    'school/assignment-create/',
    {
      title: 'My favourite sea creature',
      description: 'Write five sentences about your favourite sea creature: where it lives, what it eats and why you like it.',
      maximum_score: 10,
      response_format: 'Text',
      school_class: schoolClass.id,
      students: schoolClass.students.map((student) => student.id),
    },
    teacherToken,
  );
  await client.call(
    'POST',
    'school/assignment-create/',
    {
      title: 'Draw the seaside',
      description: 'Draw a picture of the seaside and take a photo of it.',
      maximum_score: 5,
      response_format: 'Image',
      school_class: schoolClass.id,
      students: schoolClass.students.map((student) => student.id),
    },
    teacherToken,
  );
  await client.call(
    'POST',
    'school/assignment-create/',
    { title: 'Sing a sea shanty', description: 'Film yourself singing the first verse of our sea shanty.', maximum_score: 5, response_format: 'Video', school_class: schoolClass.id },
    teacherToken,
  );

  const assignees = await client.call<{ id: number; student: { name: string } }[]>('GET', `school/assignee-list/${writing.id}/`, undefined, teacherToken);
  const leo = assignees.find((assignee) => assignee.student.name === 'Leo Carter');
  if (!leo) throw new Error('demo: Leo is not assigned');
  const form = new FormData();
  form.append('assignee', String(leo.id));
  form.append('code', writing.code);
  form.append('text', 'My favourite sea creature is the octopus. It lives in the ocean near rocks. It eats crabs and fish. It has eight arms and can change colour. I like it because it is very clever.');
  await client.upload('school/assignment-response-create/', form);
  await client.call('PUT', `school/assignee-score-update/${leo.id}/`, { score: 9, feedback: 'Wonderful facts, Leo! Next time try to join two sentences with "because".' }, teacherToken);

  // Waiting on the teacher's Home.
  const aanya = assignees.find((assignee) => assignee.student.name === 'Aanya Shah');
  if (!aanya) throw new Error('demo: Aanya is not assigned');
  const aanyas = new FormData();
  aanyas.append('assignee', String(aanya.id));
  aanyas.append('code', writing.code);
  aanyas.append('text', 'I love sea turtles. They swim very far across the sea. They eat jellyfish and sea grass. Baby turtles hatch on the beach at night. I like them because they are old and wise.');
  await client.upload('school/assignment-response-create/', aanyas);
}
