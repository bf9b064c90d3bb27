import type { SchoolDto } from '@homeroom/contract/accounts';

/** Where a school is: "City, Country". */
export function placeOf(school: Pick<SchoolDto, 'city' | 'country'>): string {
  return [school.city, school.country].filter(Boolean).join(', ');
}
