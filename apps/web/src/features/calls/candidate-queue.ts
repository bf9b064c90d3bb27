/** A connectivity candidate as the call socket carries it (docs/product.md, "Live sockets"): label, id, candidate. */
export interface CandidateMessage {
  label: number | null;
  id: string | null;
  candidate: string;
}

/** The browser's candidate in the socket's shape. */
export function toCandidateMessage(candidate: RTCIceCandidateInit): CandidateMessage {
  return {
    label: candidate.sdpMLineIndex ?? null,
    id: candidate.sdpMid ?? null,
    candidate: candidate.candidate ?? '',
  };
}

/** A received candidate for `addIceCandidate`, or null when it has no usable shape. */
export function fromCandidateMessage(value: unknown): RTCIceCandidateInit | null {
  if (typeof value !== 'object' || value === null) return null;
  const { label, id, candidate } = value as Record<string, unknown>;
  if (typeof candidate !== 'string') return null;
  const sdpMLineIndex = typeof label === 'number' ? label : null;
  const sdpMid = typeof id === 'string' ? id : null;
  // The browser needs one of the two to know which media line the candidate belongs to.
  if (sdpMLineIndex === null && sdpMid === null) return null;
  return { candidate, sdpMLineIndex, sdpMid };
}

export interface CandidateQueue<T> {
  /** Applies the candidate at once when open, else holds it. */
  add: (candidate: T) => void;
  /** From now on candidates are applied at once; those held go first, in arrival order. */
  open: (apply: (candidate: T) => void) => void;
  /** Drops what is held and closes again, for the next call. */
  reset: () => void;
  /** The candidates held, oldest first. */
  held: () => readonly T[];
  isOpen: () => boolean;
}

/**
 * Candidates of the other side can arrive before this side has a peer connection with the
 * remote description set (docs/product.md, "Call states"): the browser would refuse them then, so they wait here.
 */
export function createCandidateQueue<T>(): CandidateQueue<T> {
  let waiting: T[] = [];
  let apply: ((candidate: T) => void) | null = null;
  return {
    add(candidate) {
      if (apply) apply(candidate);
      else waiting.push(candidate);
    },
    open(nextApply) {
      apply = nextApply;
      const held = waiting;
      waiting = [];
      for (const candidate of held) nextApply(candidate);
    },
    reset() {
      apply = null;
      waiting = [];
    },
    held: () => waiting,
    isOpen: () => apply !== null,
  };
}
