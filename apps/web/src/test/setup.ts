import '@testing-library/jest-dom/vitest';
import '@/i18n/i18n';
import { cleanup, configure } from '@testing-library/react';
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

// A screen that must appear may take more than the library's 1 s when CI runs the suites side by
// side on two cores; a screen that never appears still fails, only later.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
