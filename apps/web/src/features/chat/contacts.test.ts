import type { ParentContactsDto, TeacherContactsDto } from '@homeroom/contract/chat';
import { describe, expect, it } from 'vitest';
import { ADA, PRIYA, SAM } from './chat.factories.ts';
import { classesOfParent, classesOfTeacher, parentsOfClass, reachablePeople } from './contacts.ts';

const TOM = { id: 10, first_name: 'Tom', last_name: 'Novak', profile_picture: null };

const teacherContacts: TeacherContactsDto = {
  school_classes: [
    {
      id: 2,
      name: 'Year 4 Owls',
      students: [{ id: 40, name: 'Noah Park', parent: { user: TOM } }],
    },
    {
      id: 1,
      name: 'Year 3 Robins',
      students: [
        { id: 30, name: 'Mia Okafor', parent: { user: SAM } },
        { id: 31, name: 'Leo Carter', parent: { user: SAM } },
        { id: 32, name: 'Ana Silva', parent: null },
        { id: 33, name: 'Ravi Shah', parent: { user: PRIYA } },
      ],
    },
    { id: 2, name: 'Year 4 Owls', students: [] },
  ],
};

describe('classesOfTeacher', () => {
  it('lists each class once, by name', () => {
    expect(classesOfTeacher(teacherContacts).map((schoolClass) => schoolClass.name)).toEqual([
      'Year 3 Robins',
      'Year 4 Owls',
    ]);
  });
});

describe('classesOfParent', () => {
  it("lists a class with two of the parent's children once, with both children", () => {
    const robins = { id: 1, name: 'Year 3 Robins', teacher: { user: ADA }, teachers: [{ user: ADA }], students: [] };
    const contacts: ParentContactsDto = {
      id: 4,
      children: [
        { id: 30, name: 'Mia Okafor', school_class: robins },
        { id: 31, name: 'Leo Carter', school_class: robins },
      ],
    };
    expect(classesOfParent(contacts)).toEqual([
      { id: 1, name: 'Year 3 Robins', childNames: ['Mia Okafor', 'Leo Carter'], teachers: [ADA], students: [] },
    ]);
  });
});

describe('parentsOfClass', () => {
  const robins = classesOfTeacher(teacherContacts)[0]!;

  it('lists each parent once with their children, leaving out the viewer and students without a parent', () => {
    expect(parentsOfClass(robins, ADA.id)).toEqual([
      { user: PRIYA, childNames: ['Ravi Shah'] },
      { user: SAM, childNames: ['Mia Okafor', 'Leo Carter'] },
    ]);
    expect(parentsOfClass(robins, SAM.id).map((parent) => parent.user)).toEqual([PRIYA]);
  });

  it("filters by the student's name, ignoring case", () => {
    expect(parentsOfClass(robins, ADA.id, '  mia ')).toEqual([{ user: SAM, childNames: ['Mia Okafor'] }]);
    expect(parentsOfClass(robins, ADA.id, 'nobody')).toEqual([]);
  });
});

describe('parentsOfClass with several guardians', () => {
  it('lists every guardian of a child', () => {
    const ROSA = { id: 15, first_name: 'Rosa', last_name: 'Park', profile_picture: null };
    const owls = classesOfTeacher({
      school_classes: [
        {
          id: 2,
          name: 'Year 4 Owls',
          students: [
            { id: 40, name: 'Noah Park', parent: { user: TOM }, guardians: [{ user: TOM }, { user: ROSA }] },
          ],
        },
      ],
    })[0]!;
    expect(parentsOfClass(owls, ADA.id)).toEqual([
      { user: ROSA, childNames: ['Noah Park'] },
      { user: TOM, childNames: ['Noah Park'] },
    ]);
    expect(parentsOfClass(owls, TOM.id).map((parent) => parent.user)).toEqual([ROSA]);
  });
});

describe('reachablePeople', () => {
  it("gathers every class's teacher and parents once, without the viewer", () => {
    const classes = classesOfTeacher(teacherContacts).map((schoolClass) => ({
      ...schoolClass,
      teachers: [ADA],
    }));
    expect(reachablePeople(classes, SAM.id)).toEqual([ADA, PRIYA, TOM]);
  });
});
