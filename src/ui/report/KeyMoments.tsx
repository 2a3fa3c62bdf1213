import { createPortal } from 'react-dom';
import { MomentCanvas } from '../../scene/moments/MomentCanvas';
import type { MomentsReading } from './useMomentPictures';

/** A picture's size in pixels: small, as a frame drawn in software is slow, and enough for a phone's width. */
export const PICTURE = { width: 480, height: 300 } as const;

/**
 * The report's key moments: each picture as it is drawn, with its words beside it (a picture is never
 * all there is), and while the next is drawn, how far it has come. The off-screen table that draws
 * them stands outside the card, at the end of the page, so printing leaves it out.
 */
export function KeyMoments({
  reading,
  took,
  failed,
}: {
  reading: MomentsReading;
  took: (src: string) => void;
  failed: (reason: string) => void;
}) {
  const { pictures } = reading;
  return (
    <section className="report-moments" aria-label="Key moments">
      <h4>Key moments</h4>
      {reading.kind === 'drawing' && (
        <p role="status" className="report-working">
          Drawing the key moments… {pictures.length} of {reading.of}{' '}
          <progress
            max={reading.of}
            value={pictures.length}
            aria-label={`Key moments drawn: ${pictures.length} of ${reading.of}`}
          />
        </p>
      )}
      {reading.kind === 'failed' && (
        <p className="muted">The key moments could not be drawn: {reading.reason}.</p>
      )}
      <div className="moment-pictures">
        {pictures.map((p) => (
          <figure key={p.title} className="moment-picture" data-testid="moment-picture">
            <img src={p.src} alt={p.alt} width={PICTURE.width} height={PICTURE.height} />
            <figcaption>{p.alt}</figcaption>
          </figure>
        ))}
      </div>
      {reading.kind === 'drawing' &&
        createPortal(
          <MomentCanvas
            moment={reading.drawing.moment}
            store={reading.drawing.store}
            lens={PICTURE}
            onPicture={took}
            onError={failed}
          />,
          document.body,
        )}
    </section>
  );
}
