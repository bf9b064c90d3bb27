import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import '../lib/react-dom-parity.ts';
import { applyLanguage, currentLanguage, loadTexts } from '../lib/i18n/i18n.ts';
import { runWaitingFrames, waitForFramesThroughTests } from './preact-frames.ts';

// Pages load as lazy chunks; on a busy machine the first import can take more than a second.
configure({ asyncUtilTimeout: 5000 });

// No effect of Preact's is left to run after jsdom's window has gone (preact-frames.ts).
waitForFramesThroughTests();

// Components render outside the router's pages here: every text is there from the start, as a page has it.
beforeAll(() => loadTexts());

afterEach(async () => {
  cleanup();
  runWaitingFrames();
  // A test that chose another language leaves the next one in English.
  if (currentLanguage() !== 'en') await applyLanguage('en');
  localStorage.clear();
});

afterAll(runWaitingFrames);
