import '@testing-library/jest-dom/vitest';
import '@/i18n/i18n';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom implements neither API; Mantine reads both on mount.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  // A plain function, not vi.fn: restoreMocks would wipe a mock implementation between tests.
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
