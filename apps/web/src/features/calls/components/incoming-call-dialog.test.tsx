import { NotificationServerMessageSchema } from '@homeroom/contract/notifications';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routeFetch, sentBodies } from '../../../test/route-fetch.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { setRingMuted, useRingMuteStore } from '../ring-tone.ts';
import { applyCallNotification, setOpenCallPage, useRingingStore } from '../ringing-store.ts';
import { RingingCallDialog } from './incoming-call-dialog.tsx';

/** A pushed message as the notification socket's page reads it: through the contract's schema. */
function push(message: unknown) {
  act(() => applyCallNotification(NotificationServerMessageSchema.parse(message)));
}
const ringing = {
  type: 'call_ringing',
  group: 6,
  caller: { id: 7, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null },
};

function VideoPageStandIn() {
  return <h1>Video chat {useParams().id}</h1>;
}

function renderApp() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/profile" element={<h1>Profile</h1>} />
        <Route path="/videoChat/:id" element={<VideoPageStandIn />} />
      </Routes>
      <RingingCallDialog />
    </>,
    { path: '/profile' },
  );
}

/** Web Audio as far as the ring uses it: counts the tones started and stopped. */
class FakeAudioContext {
  static started = 0;
  static closed = 0;
  currentTime = 0;
  destination = {};
  constructor() {
    FakeAudioContext.started += 1;
  }
  createGain() {
    return { gain: { value: 0, setValueAtTime: vi.fn() }, connect: vi.fn() };
  }
  createOscillator() {
    return { frequency: { value: 0 }, connect: vi.fn(), start: vi.fn(), stop: vi.fn() };
  }
  resume() {
    return Promise.resolve();
  }
  close() {
    FakeAudioContext.closed += 1;
    return Promise.resolve();
  }
}
const isRingSounding = () => FakeAudioContext.started > FakeAudioContext.closed;

describe('the ringing dialog', () => {
  const fetchMock = stubFetch();
  beforeEach(() => {
    useRingingStore.setState({ ringing: null, acceptedGroup: null, openCallPage: null });
    setRingMuted(false);
    FakeAudioContext.started = 0;
    FakeAudioContext.closed = 0;
    vi.stubGlobal('AudioContext', FakeAudioContext);
    routeFetch(fetchMock, { 'POST /calls/6/decline/': jsonResponse({ detail: 'Call declined.' }) });
  });
  afterEach(() => window.localStorage.clear());

  it("rings on any page with the caller's picture and name, focus on Accept", () => {
    renderApp();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    push(ringing);
    const dialog = screen.getByRole('alertdialog', { name: 'Incoming call' });
    expect(dialog).toHaveAccessibleDescription('Olivia Bennett is calling you');
    expect(dialog).toHaveTextContent('OB');
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
    expect(isRingSounding()).toBe(true);
  });

  it("shows the caller's profile picture when they have one", () => {
    renderApp();
    const picture = 'http://homeroom.test/media/profiles/olivia.webp?expires=4102444800&signature=abc';
    push({ ...ringing, caller: { ...ringing.caller, profile_picture: picture } });
    expect(screen.getByRole('img', { name: 'Picture of Olivia Bennett' })).toHaveAttribute('src', picture);
  });

  it('Accept opens the video chat, marked to be answered there, and stops ringing', async () => {
    renderApp();
    push(ringing);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('heading', { name: 'Video chat 6' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(useRingingStore.getState().acceptedGroup).toBe(6);
    expect(isRingSounding()).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Decline turns the call down on the server and stays on the page', async () => {
    renderApp();
    push(ringing);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    await vi.waitFor(() => expect(sentBodies(fetchMock, 'POST /calls/6/decline/')).toHaveLength(1));
    expect(useRingingStore.getState().acceptedGroup).toBe(null);
    expect(isRingSounding()).toBe(false);
  });

  it('Escape declines too', async () => {
    renderApp();
    push(ringing);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(sentBodies(fetchMock, 'POST /calls/6/decline/')).toHaveLength(1));
  });

  it('mutes the ring on this device, and the choice is kept', async () => {
    renderApp();
    push(ringing);
    const mute = screen.getByRole('button', { name: 'Mute ringing' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(isRingSounding()).toBe(false);
    expect(window.localStorage.getItem('homeroom.ringMuted')).toBe('true');
    expect(useRingMuteStore.getState().isMuted).toBe(true);
    // Still ringing, silently: the dialog stays.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(mute);
    expect(isRingSounding()).toBe(true);
  });

  it('a muted device shows the call without a sound', () => {
    setRingMuted(true);
    renderApp();
    push(ringing);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(FakeAudioContext.started).toBe(0);
  });

  it('goes away when the call ends elsewhere: cancelled, answered or declined on another page, or missed', () => {
    renderApp();
    for (const reason of ['cancelled', 'answered', 'declined', 'missed']) {
      push(ringing);
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      push({ type: 'call_ended', group: 6, reason });
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(isRingSounding()).toBe(false);
    }
  });

  it('stops by itself a little after the ring time when the end never arrives', () => {
    vi.useFakeTimers();
    try {
      renderApp();
      push(ringing);
      act(() => vi.advanceTimersByTime(40_000));
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(15_000));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores the end of another call', () => {
    renderApp();
    push(ringing);
    push({ type: 'call_ended', group: 9, reason: 'cancelled' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it("keeps away from the call's own video page while it is connected, which shows the call itself", () => {
    renderApp();
    act(() => setOpenCallPage(6));
    push(ringing);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => setOpenCallPage(null));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
