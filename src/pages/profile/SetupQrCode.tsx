// The set-up link as a QR code to scan with an authenticator app. The QR library is loaded only when an
// admin sets up two-factor sign-in, and draws SVG text (no canvas), shown as an image.
import { Box, Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';

const SIZE = 192;

export function SetupQrCode({ url, label }: { url: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => current && setSvg(drawn))
      .catch((error: unknown) => console.error('The QR code could not be drawn.', error));
    return () => {
      current = false;
    };
  }, [url]);
  if (!svg) return <Skeleton variant="rectangular" width={SIZE} height={SIZE} />;
  return (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={SIZE}
      height={SIZE}
      // A QR code keeps its dark-on-light colours in the dark theme: scanners expect them.
      sx={{ display: 'block', bgcolor: '#fff', p: 1, borderRadius: 1, mb: 2 }}
    />
  );
}
