import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifyQr } from '../hall/screen/VerifyQr';

/** Encoded large once and scaled by the screen, so it stays sharp on a big TV. */
const QR_PIXELS = 320;

/**
 * The ended game's verify address and its QR on the room's screen, large enough to scan and read
 * from the back of the hall. The words are the console's own, so both say it alike.
 */
export function DisplayVerify({
  gameId,
  row = false,
  style,
}: {
  gameId: string;
  /** Beside the QR rather than under it: a strip under the board. */
  row?: boolean;
  style?: CSSProperties;
}) {
  const { t } = useTranslation('hall');
  const { url, image } = useVerifyQr(gameId, QR_PIXELS);
  return (
    <section data-testid="display-verify" style={{ ...(row ? rowStyle : boxStyle), ...style }}>
      {image && <img src={image} alt={t('QR code to verify this game')} style={row ? rowQrStyle : qrStyle} />}
      <div>
        <div style={{ fontWeight: 700 }}>{t('Scan to verify this game:')}</div>
        <div data-testid="display-verify-url" style={urlStyle}>
          {url}
        </div>
      </div>
    </section>
  );
}

const boxStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  maxWidth: 'clamp(240px, 27vw, 560px)',
  color: '#fff',
  textAlign: 'center',
  fontSize: 'clamp(14px, min(1.3vw, 2.4vh), 32px)',
};
const rowStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 'clamp(12px, 2vw, 40px)',
  color: '#fff',
  fontSize: 'clamp(16px, min(1.8vw, 3.2vh), 44px)',
};
/** The QR's own white margin keeps it readable on the navy, green or red behind it. */
const qrStyle: CSSProperties = { width: 'clamp(120px, 20vh, 320px)', height: 'auto', borderRadius: 6 };
const rowQrStyle: CSSProperties = { ...qrStyle, width: 'clamp(96px, 17vh, 300px)' };
const urlStyle: CSSProperties = { fontFamily: 'monospace', overflowWrap: 'anywhere' };
