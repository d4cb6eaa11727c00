import { useTranslation } from 'react-i18next';
import { clampNameWidth } from '../utils/clampNameWidth.ts';

interface NameResizerProps {
  width: number;
  onChange: (width: number) => void;
}

/** A drag handle on the right edge of the room-name column (100–200 px). */
export function NameResizer({ width, onChange }: NameResizerProps) {
  const { t } = useTranslation();
  const startDrag = (event: React.PointerEvent<HTMLHRElement>) => {
    event.preventDefault();
    const startX = event.clientX;
    const move = (e: PointerEvent) => onChange(clampNameWidth(width + e.clientX - startX));
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  return (
    <hr
      aria-orientation="vertical"
      aria-label={t('calendar.grid.resizeColumn')}
      aria-valuenow={width}
      onPointerDown={startDrag}
      style={{
        position: 'absolute',
        right: -3,
        top: 0,
        bottom: 0,
        width: 6,
        cursor: 'col-resize',
        zIndex: 6,
      }}
    />
  );
}
