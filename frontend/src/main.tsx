import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { BlueprintProvider } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { AuthProvider } from './features/account/auth/AuthProvider.tsx';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { installIconLoader } from './ui/icons.ts';
import { NotifierProvider } from './ui/Notifier.tsx';

installIconLoader();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <BlueprintProvider>
      <LocaleProvider>
        <NotifierProvider>
          {/* Navigations commit with the session change that caused them: a logout's move to Home
              lands in the same render as the cleared user, before a protected page can redirect. */}
          <BrowserRouter useTransitions={false}>
            <AuthProvider>
              <App />
            </AuthProvider>
          </BrowserRouter>
        </NotifierProvider>
      </LocaleProvider>
    </BlueprintProvider>
  </StrictMode>,
);
