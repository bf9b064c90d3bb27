/** A one-to-one call between two members of a group. */
export interface CallParties {
  groupId: number;
  callerId: number;
  calleeId: number;
}

/**
 * What happens as a call rings, is answered, cancelled or missed; the notifications feature
 * listens here to tell the callee.
 */
export interface CallListener {
  callRinging(call: CallParties): Promise<void>;
  callAnswered(call: CallParties): Promise<void>;
  /** The caller hung up while it rang. */
  callCancelled(call: CallParties): Promise<void>;
  /** The callee turned it down while it rang. */
  callDeclined(call: CallParties): Promise<void>;
  callMissed(call: CallParties): Promise<void>;
}
