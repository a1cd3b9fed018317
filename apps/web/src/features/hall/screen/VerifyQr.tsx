import { Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The public page where anyone can check a finished game's draw against its commitment. */
export const verifyUrl = (gameId: string) => `${window.location.origin}/verify/${gameId}`;

/**
 * The game's verify address and its QR image (a data URL, null until encoded). The QR encoder is
 * loaded only here, so it never weighs on the rest of the app.
 */
export function useVerifyQr(gameId: string, size: number): { url: string; image: string | null } {
  const url = verifyUrl(gameId);
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 1, width: size }))
      .then((data) => {
        if (live) setImage(data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url, size]);
  return { url, image };
}

/** A QR code to the game's verify page, for players to scan once the game has ended. */
export function VerifyQr({ gameId, size = 160 }: { gameId: string; size?: number }) {
  const { t } = useTranslation('hall');
  const { url, image } = useVerifyQr(gameId, size);
  return (
    <Stack gap={4} align="center" data-testid="verify-qr">
      {image && <img src={image} width={size} height={size} alt={t('QR code to verify this game')} />}
      <Text size="sm" c="dimmed" ta="center">
        {t('Scan to verify this game:')}{' '}
        <Anchor href={url} target="_blank" size="sm">
          {url}
        </Anchor>
      </Text>
    </Stack>
  );
}
