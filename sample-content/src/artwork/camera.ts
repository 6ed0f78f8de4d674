// A pinhole camera with level verticals (two-point perspective) and a painter's list.
import type { Point } from './svg.js';

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface CameraOptions {
  /** Eye position in metres (y is up). */
  eye: Vec3;
  /** Rotation about the vertical axis, radians; 0 looks along +z. */
  yaw: number;
  /** Focal length in pixels. */
  focal: number;
  /** Screen x of the optical axis. */
  cx: number;
  /** Screen y of the horizon. */
  horizon: number;
}

export class Camera {
  constructor(readonly o: CameraOptions) {}

  /** Camera-space coordinates: x right, y up, z forward. */
  toView(p: Vec3): Vec3 {
    const { eye, yaw } = this.o;
    const dx = p.x - eye.x;
    const dz = p.z - eye.z;
    const c = Math.cos(yaw);
    const s = Math.sin(yaw);
    return { x: c * dx - s * dz, y: p.y - eye.y, z: s * dx + c * dz };
  }

  project(p: Vec3): Point {
    const v = this.toView(p);
    const z = Math.max(0.05, v.z);
    return [this.o.cx + (this.o.focal * v.x) / z, this.o.horizon - (this.o.focal * v.y) / z];
  }

  depth(p: Vec3): number {
    return this.toView(p).z;
  }

  /** Pixels per metre at a point (for sprites such as trees). */
  scaleAt(p: Vec3): number {
    return this.o.focal / Math.max(0.05, this.toView(p).z);
  }

  /** Screen x and ground y of a point on the ground, with its scale. */
  ground(x: number, z: number): { x: number; y: number; s: number; depth: number } {
    const p = { x, y: 0, z };
    const [sx, sy] = this.project(p);
    return { x: sx, y: sy, s: this.scaleAt(p), depth: this.depth(p) };
  }
}

/** A vertical plane: origin, horizontal unit vector along it, outward normal. */
export interface Face {
  origin: Vec3;
  along: Vec3;
  normal: Vec3;
  width: number;
  height: number;
}

export function facePoint(f: Face, u: number, v: number, n = 0): Vec3 {
  return {
    x: f.origin.x + f.along.x * u + f.normal.x * n,
    y: f.origin.y + v,
    z: f.origin.z + f.along.z * u + f.normal.z * n,
  };
}

/** The projected quad of the face rectangle [u0,u1] x [v0,v1], offset n along the normal. */
export function faceQuad(
  cam: Camera,
  f: Face,
  u0: number,
  v0: number,
  u1: number,
  v1: number,
  n = 0,
): Point[] {
  return [
    cam.project(facePoint(f, u0, v0, n)),
    cam.project(facePoint(f, u1, v0, n)),
    cam.project(facePoint(f, u1, v1, n)),
    cam.project(facePoint(f, u0, v1, n)),
  ];
}

/** A horizontal rectangle (slab) lying out from the face, at height v, from n0 to n1. */
export function slabQuad(
  cam: Camera,
  f: Face,
  u0: number,
  u1: number,
  v: number,
  n0: number,
  n1: number,
): Point[] {
  return [
    cam.project(facePoint(f, u0, v, n0)),
    cam.project(facePoint(f, u1, v, n0)),
    cam.project(facePoint(f, u1, v, n1)),
    cam.project(facePoint(f, u0, v, n1)),
  ];
}

/** The four side faces of an axis-aligned box, each with its outward normal. */
export function boxFaces(x0: number, z0: number, x1: number, z1: number, y0: number, height: number): Face[] {
  return [
    {
      origin: { x: x0, y: y0, z: z0 },
      along: { x: 1, y: 0, z: 0 },
      normal: { x: 0, y: 0, z: -1 },
      width: x1 - x0,
      height,
    },
    {
      origin: { x: x1, y: y0, z: z0 },
      along: { x: 0, y: 0, z: 1 },
      normal: { x: 1, y: 0, z: 0 },
      width: z1 - z0,
      height,
    },
    {
      origin: { x: x1, y: y0, z: z1 },
      along: { x: -1, y: 0, z: 0 },
      normal: { x: 0, y: 0, z: 1 },
      width: x1 - x0,
      height,
    },
    {
      origin: { x: x0, y: y0, z: z1 },
      along: { x: 0, y: 0, z: -1 },
      normal: { x: -1, y: 0, z: 0 },
      width: z1 - z0,
      height,
    },
  ];
}

export function faceVisible(cam: Camera, f: Face): boolean {
  const c = facePoint(f, f.width / 2, f.height / 2);
  const e = cam.o.eye;
  return (c.x - e.x) * f.normal.x + (c.z - e.z) * f.normal.z < 0;
}

/** Items drawn far to near. */
export class DepthList {
  private items: { depth: number; svg: string }[] = [];

  add(depth: number, svg: string): void {
    this.items.push({ depth, svg });
  }

  toString(): string {
    return this.items
      .sort((a, b) => b.depth - a.depth)
      .map((i) => i.svg)
      .join('');
  }
}
