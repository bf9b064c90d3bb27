import type { UserSummaryDto } from '@homeroom/contract/accounts';
import { CALL_RING_TIMEOUT_MS } from '@homeroom/contract/call-timing';
import type { NotificationServerMessage } from '@homeroom/contract/notifications';
import { create } from 'zustand';

/** A call ringing for this user, as the notification socket announced it. */
export interface RingingCall {
  group: number;
  caller: UserSummaryDto & { profile_picture?: string | null };
}

interface RingingState {
  /** The call ringing now, on whatever page is shown (docs/product.md, "Video calls"). */
  ringing: RingingCall | null;
  /** Accepted from the ringing dialog: the video page of this group answers it as soon as it arrives. */
  acceptedGroup: number | null;
  /** The group whose video page has its call socket open here: that page shows its own Incoming Call. */
  openCallPage: number | null;
}

export const useRingingStore = create<RingingState>(() => ({
  ringing: null,
  acceptedGroup: null,
  openCallPage: null,
}));

/**
 * A ringing call whose end never arrived (the socket dropped meanwhile) stops by itself a little
 * after the server would have ended it as missed.
 */
const STALE_RING_MS = CALL_RING_TIMEOUT_MS + 5_000;
let staleTimer: ReturnType<typeof setTimeout> | undefined;

/** Takes what the notification socket says of calls; other messages are not its business. */
export function applyCallNotification(message: NotificationServerMessage): void {
  if (message.type === 'call_ringing') {
    const ringing = { group: message.group, caller: message.caller };
    useRingingStore.setState({ ringing });
    clearTimeout(staleTimer);
    staleTimer = setTimeout(() => {
      if (useRingingStore.getState().ringing === ringing) useRingingStore.setState({ ringing: null });
    }, STALE_RING_MS);
  } else if (message.type === 'call_ended') {
    useRingingStore.setState((state) => ({
      ringing: state.ringing?.group === message.group ? null : state.ringing,
      // An accepted call that ended before the page answered it is not answered later.
      acceptedGroup:
        state.acceptedGroup === message.group && message.reason !== 'answered' ? null : state.acceptedGroup,
    }));
  }
}

/** Accept: the ringing stops here and the video page answers. */
export function acceptRingingCall(group: number): void {
  useRingingStore.setState({ ringing: null, acceptedGroup: group });
}

/** Declined or given up here: the ringing stops on this page at once. */
export function dismissRingingCall(group: number): void {
  useRingingStore.setState((state) => (state.ringing?.group === group ? { ringing: null } : state));
}

/** The video page took the accepted call (or it is no longer there to take). */
export function takeAcceptedCall(group: number): boolean {
  if (useRingingStore.getState().acceptedGroup !== group) return false;
  useRingingStore.setState({ acceptedGroup: null });
  return true;
}

/** Signed out: nothing rings for the next person on this device. */
export function forgetCalls(): void {
  clearTimeout(staleTimer);
  useRingingStore.setState({ ringing: null, acceptedGroup: null, openCallPage: null });
}

export function setOpenCallPage(group: number | null): void {
  useRingingStore.setState({ openCallPage: group });
}
