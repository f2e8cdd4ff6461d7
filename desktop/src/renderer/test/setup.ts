import { configure } from '@testing-library/react';

// Two test workers share CI's two cores with PostgreSQL: a screen may take longer than the library's
// one second to settle, so every `findBy`/`waitFor` waits up to five before failing.
configure({ asyncUtilTimeout: 5_000 });
