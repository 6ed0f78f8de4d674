// Solid boxes and flat quads in 3D, for interiors and furniture.
import { Camera } from './camera.js';
import { shade } from './color.js';
import { poly, type Point } from './svg.js';

export interface BoxOptions {
  /** Fill of the faces; defaults to the same colour shaded per face. */
  top?: string;
  front?: string;
  side?: string;
  extra?: string;
}

/** Draws the visible faces of an axis-aligned box, lit from above and slightly from the left. */
export function solid(
  cam: Camera,
  x0: number,
  y0: number,
  z0: number,
  x1: number,
  y1: number,
  z1: number,
  color: string,
  o: BoxOptions = {},
): string {
  const e = cam.o.eye;
  const P = (x: number, y: number, z: number): Point => cam.project({ x, y, z });
  const ex = o.extra ?? '';
  let out = '';
  if (e.x < x0)
    out += poly(
      [P(x0, y0, z0), P(x0, y0, z1), P(x0, y1, z1), P(x0, y1, z0)],
      o.side ?? shade(color, 0.9),
      ex,
    );
  if (e.x > x1)
    out += poly(
      [P(x1, y0, z0), P(x1, y0, z1), P(x1, y1, z1), P(x1, y1, z0)],
      o.side ?? shade(color, 0.8),
      ex,
    );
  if (e.y > y1)
    out += poly(
      [P(x0, y1, z0), P(x1, y1, z0), P(x1, y1, z1), P(x0, y1, z1)],
      o.top ?? shade(color, 1.06),
      ex,
    );
  if (e.y < y0)
    out += poly([P(x0, y0, z0), P(x1, y0, z0), P(x1, y0, z1), P(x0, y0, z1)], shade(color, 0.7), ex);
  if (e.z < z0)
    out += poly(
      [P(x0, y0, z0), P(x1, y0, z0), P(x1, y1, z0), P(x0, y1, z0)],
      o.front ?? shade(color, 0.94),
      ex,
    );
  return out;
}

/** A horizontal quad at height y. */
export function flat(
  cam: Camera,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  y: number,
  fill: string,
  extra = '',
): string {
  const P = (x: number, z: number): Point => cam.project({ x, y, z });
  return poly([P(x0, z0), P(x1, z0), P(x1, z1), P(x0, z1)], fill, extra);
}

/** A quad on the plane z = const. */
export function wallZ(
  cam: Camera,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  z: number,
  fill: string,
  extra = '',
): string {
  const P = (x: number, y: number): Point => cam.project({ x, y, z });
  return poly([P(x0, y0), P(x1, y0), P(x1, y1), P(x0, y1)], fill, extra);
}

/** A quad on the plane x = const. */
export function wallX(
  cam: Camera,
  z0: number,
  y0: number,
  z1: number,
  y1: number,
  x: number,
  fill: string,
  extra = '',
): string {
  const P = (z: number, y: number): Point => cam.project({ x, y, z });
  return poly([P(z0, y0), P(z1, y0), P(z1, y1), P(z0, y1)], fill, extra);
}
