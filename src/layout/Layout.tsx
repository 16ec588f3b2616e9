// The admin's shell (spec 2.3): app bar, sidebar menu, the page, footer, theme customizer, the loading
// screen and the guided tour. Landmarks: header, nav, main, footer.
import { Box } from '@mui/material';
import { Suspense, useCallback, type ReactNode } from 'react';
import { Loading, SkipNavigationButton } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SupportNews } from '../chat/news/SupportNews';
import { ShellAppBar } from './appBar/ShellAppBar';
import { ContentErrorBoundary } from './ContentErrorBoundary';
import { ThemeCustomizer } from './customizer/ThemeCustomizer';
import { Footer } from './Footer';
import { LoadingScreen } from './LoadingScreen';
import { PageTransition } from './PageTransition';
import { ShellUiProvider, useShellUi } from './ShellUiContext';
import { Sidebar } from './sidebar/Sidebar';
import { GuidedTour } from './tour/GuidedTour';
import { useTourAutoStart } from './tour/useTourAutoStart';
import { usePermissionsFollowProfile } from './user/usePermissionsFollowProfile';
import { useShellLoading } from './useShellLoading';

const Shell = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const { tourOpen, setTourOpen } = useShellUi();
  const { ready } = useShellLoading();
  usePermissionsFollowProfile();
  const startTour = useCallback(() => setTourOpen(true), [setTourOpen]);
  const closeTour = useCallback(() => setTourOpen(false), [setTourOpen]);
  useTourAutoStart(ready, startTour);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <SkipNavigationButton />
      <ShellAppBar />
      <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
        <Sidebar />
        <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          <Box component="main" id="main-content" sx={{ flex: 1, px: { xs: 1, sm: 2 }, pb: 2 }}>
            <PageTransition>
              <ContentErrorBoundary resetKey={pathname}>
                <Suspense fallback={<Loading />}>{children}</Suspense>
              </ContentErrorBoundary>
            </PageTransition>
          </Box>
          <Footer />
        </Box>
      </Box>
      <ThemeCustomizer />
      <SupportNews />
      <GuidedTour open={tourOpen} onClose={closeTour} />
      {!ready && <LoadingScreen />}
    </Box>
  );
};

export const Layout = ({ children }: { children: ReactNode }) => (
  <ShellUiProvider>
    <Shell>{children}</Shell>
  </ShellUiProvider>
);
