// The component tests wait for conditions (findBy*, waitFor), never for durations; how long they
// may wait is only a ceiling for a test that is going to fail. Testing Library's default ceiling
// (1 s) and vitest's (5 s) were met by a busy 2-core CI machine loading the lazy chart code, so
// they are raised for the whole dom project.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 30_000 });
