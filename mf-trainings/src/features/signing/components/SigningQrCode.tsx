/** The QR code of a signing address, drawn by the `qrcode` package (loaded with this screen only). */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

const SIZE = 280;

export function SigningQrCode({ address }: { address: string }) {
  const [image, setImage] = useState<{ address: string; url: string } | null>(null);

  useEffect(() => {
    let current = true;
    void import('qrcode').then((qr) =>
      qr.toDataURL(address, { errorCorrectionLevel: 'M', margin: 2, width: SIZE }).then((url) => {
        if (current) setImage({ address, url });
      }),
    );
    return () => {
      current = false;
    };
  }, [address]);

  if (!image) return <Skeleton variant="rectangular" width={SIZE} height={SIZE} />;
  return (
    <Box
      component="img"
      src={image.url}
      data-address={image.address}
      alt="Code QR d’émargement, à scanner avec votre téléphone"
      sx={{ width: SIZE, maxWidth: '100%', height: 'auto', imageRendering: 'pixelated', border: 1, borderColor: 'divider' }}
    />
  );
}
