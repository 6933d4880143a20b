// Runs before each front-end test file: DOM matchers, and a clean DOM, cookies and storage per test.
import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { installFakeApi } from '@irt/test-support/network';
import { clearNotifications } from '@irt/shared-ui/components/notifications';

// Every test runs against the fake API (MSW): answers are declared per test with mockApi().
installFakeApi();

// findBy…/waitFor wait for a condition, up to 5 s rather than 1 s: on two busy cores a debounced search
// plus its answer can take longer than a second, and a slow machine must not fail a correct screen.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Notifications wait in one module-level queue, shown one at a time: a test's message must not sit
  // behind a message the previous test left showing.
  clearNotifications();
  // The session lives in the irt_token cookie: a test must never inherit the previous test's login.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// MUI's useMediaQuery and some pickers call matchMedia, which jsdom does not implement.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
