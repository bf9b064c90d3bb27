import type { UserSummaryDto } from '@homeroom/contract/accounts';
import { fullNameOf } from '../lib/full-name.ts';
import { Avatar } from './ui/avatar.tsx';

/** A person as answers name them; the picture is there where the answer carries it. */
export type Pictured = Pick<UserSummaryDto, 'first_name' | 'last_name'> & { profile_picture?: string | null };

interface PersonAvatarProps {
  person: Pictured;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

/** A person's profile picture wherever they are named, with their initials when they have none. */
export function PersonAvatar({ person, size = 'sm', className }: PersonAvatarProps) {
  return <Avatar name={fullNameOf(person)} src={person.profile_picture ?? null} size={size} className={className} />;
}
