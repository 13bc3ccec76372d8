import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/dashboard/app/app';
import '@/dashboard/styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render as a transition: React then renders it in short slices rather than one task.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
