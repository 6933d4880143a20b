/**
 * A signature drawn with a finger, a pen or a mouse (pointer events) on a canvas, given back as a PNG
 * data URL after each stroke (null once cleared). The canvas keeps a fixed drawing size and is scaled to
 * its box, so the image does not depend on the screen; `touch-action: none` keeps the page from
 * scrolling while signing on a phone.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface SignaturePadProps {
  /** Accessible name of the drawing area ('Signature de Marie Durand'). */
  label: string;
  /** The drawing as a PNG data URL after each stroke, null when cleared. */
  onChange: (signature: string | null) => void;
  disabled?: boolean;
}

const WIDTH = 600;
const HEIGHT = 240;

export function SignaturePad({ label, onChange, disabled = false }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState(false);

  const context = () => canvas.current?.getContext('2d') ?? null;

  const blank = useCallback(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, WIDTH, HEIGHT);
  }, []);

  useEffect(blank, [blank]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) * WIDTH) / Math.max(1, rect.width),
      y: ((event.clientY - rect.top) * HEIGHT) / Math.max(1, rect.height),
    };
  };

  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    last.current = point(event);
    const ctx = context();
    if (ctx) {
      ctx.fillStyle = '#0d1b3e';
      ctx.beginPath();
      ctx.arc(last.current.x, last.current.y, 1.6, 0, 2 * Math.PI);
      ctx.fill();
    }
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!last.current || disabled) return;
    const to = point(event);
    const ctx = context();
    if (ctx) {
      ctx.strokeStyle = '#0d1b3e';
      ctx.lineWidth = 3.2;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.beginPath();
      ctx.moveTo(last.current.x, last.current.y);
      ctx.lineTo(to.x, to.y);
      ctx.stroke();
    }
    last.current = to;
  };

  const up = () => {
    if (!last.current) return;
    last.current = null;
    setDrawn(true);
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };

  const clear = () => {
    blank();
    setDrawn(false);
    onChange(null);
  };

  return (
    <Stack spacing={1}>
      <Box
        component="canvas"
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={up}
        sx={{
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: 2,
          borderColor: disabled ? 'divider' : 'primary.main',
          borderStyle: 'dashed',
          borderRadius: 1,
          bgcolor: '#ffffff',
          touchAction: 'none',
          cursor: disabled ? 'not-allowed' : 'crosshair',
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', maxWidth: WIDTH }}>
        <Typography variant="body2" color="text.secondary">
          {drawn ? 'Signature tracée.' : 'Signez avec le doigt dans le cadre.'}
        </Typography>
        <Button size="small" onClick={clear} disabled={disabled || !drawn}>
          Effacer
        </Button>
      </Stack>
    </Stack>
  );
}
