import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// Two test workers share CI's two cores with PostgreSQL: a screen may take longer than the library's
// one second to settle, so every `findBy`/`waitFor` waits up to five before failing.
configure({ asyncUtilTimeout: 5_000 });

// Files share a worker and its window (isolate: false: the libraries load once per worker, not once per
// file, about three minutes less on two cores). Each file starts as it would in a window of its own: our
// modules evaluated afresh (with i18next, inlined for that in vitest.config.ts), jsdom's default size,
// empty storage and page.
vi.resetModules();
window.innerWidth = 1024;
window.innerHeight = 768;
localStorage.clear();
sessionStorage.clear();
document.body.innerHTML = '';
window.location.hash = '';
