// Setup of the dom project. Testing Library's find* queries and waitFor wait for a condition, 1 s by
// default: on a busy CI machine nivo's first chart render in jsdom can take longer, so they wait up to
// 10 s. Nothing waits longer than its condition needs; only a real failure takes the full 10 s.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
