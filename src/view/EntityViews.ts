import { AnimatedSprite, Container, Sprite } from 'pixi.js';
import type { Cell } from '../level/types';
import type { SimEvent } from '../sim/types';
import { ANIMATION_BEAT_MS } from './animationClock';
import type { BoardGeometry } from './boardGeometry';
import { animationFor, MAX_PAIR_MARK, pairNumbers } from './entityLook';
import { type FlourishKind, flourishAt } from './flourish';
import { interpolatedCentre, isMoving, jumpScale } from './interpolate';
import type { SpriteAtlas, SpriteName } from './spriteAtlas';
import type { ViewEntity, ViewSim } from './viewSim';

/** How long a bribed dog eats before it fades (or falls asleep), and the fade; a picked-up piece's pop. */
const EAT_MS = 700;
const FADE_MS = 400;
const POP_MS = 250;
/** The patrol arrow: its size (share of a tile), how opaque, and how far it breathes. */
const ARROW_SCALE = 0.7;
const ARROW_ALPHA = 0.9;
/** Pieces are drawn over patrol arrows, arrows over the floor pieces (exits). */
const ARROW_Z = 1;
/**
 * The bone's breathing and the patrol arrow's pulse step on the board's animation beat, not every
 * display frame: a still board then draws at the rate of its animations, not 60 times a second.
 */
export const PULSE_MS = ANIMATION_BEAT_MS;

interface EntitySprite {
  readonly entity: ViewEntity;
  readonly sprite: AnimatedSprite;
  animation: SpriteName;
  /** Time this animation started (ms of view time), so frames restart on a change. */
  since: number;
  /** Until when (view time) a bribed piece that stays eats its bone before it sleeps. */
  eatUntil: number;
  /** The arrow on the tile a patroller steps to next, for patrolling entities. */
  readonly arrow: Sprite | null;
  /**
   * A pipe end's pair number, drawn over it and following its every move (a sibling, not a child:
   * PixiJS 8 lets only Containers hold children).
   */
  readonly mark: Sprite | null;
}

interface Leaving {
  readonly view: EntitySprite;
  /** 'eat': a bribed dog; 'pop': a picked-up bone or key; null until an event says why (else it just goes). */
  how: 'eat' | 'pop' | null;
  start: number;
  framesWaited: number;
}

/**
 * Sprites bound to the sim's entities: `world.onEntityAdded` makes one, `onEntityRemoved` retires
 * it (a bribed dog eats and fades, a picked-up bone or key pops), and each frame reads positions,
 * interpolated with alpha, and looks (`animationFor`: the kinds table's look, walk cycles, moods).
 * A patroller that is awake shows an arrow on the tile it steps to next (`patrol.next`), so players
 * can plan; a jump through a pipe shrinks into one end and grows out of the other. No game rule
 * lives here: the view only shows what the sim did.
 */
export class EntityViews {
  readonly container = new Container();
  private readonly views = new Map<ViewEntity, EntitySprite>();
  private readonly leaving: Leaving[] = [];
  private readonly unsubscribe: (() => void)[] = [];
  private time = 0;
  private flourish: { kind: FlourishKind; start: number } | null = null;
  private attacker: ViewEntity | null = null;
  /** How much bigger than its tile each piece is drawn (a zoomed-out board shows markers: markerScale.ts). */
  private markerScale = 1;
  /** Pipe ends' pair numbers, by piece id (all pieces are in the world when the view starts). */
  private readonly pairs: ReadonlyMap<number, number>;

  constructor(
    private readonly sim: ViewSim,
    private readonly atlas: SpriteAtlas,
    /** Where the board's cells are (pieces stand on their tile's centre). */
    private readonly board: BoardGeometry,
    private readonly reducedMotion: boolean,
  ) {
    this.container.sortableChildren = true;
    this.pairs = pairNumbers(sim.world.entities.map((e) => e.piece));
    for (const entity of sim.world.entities) this.add(entity);
    this.unsubscribe.push(sim.world.onEntityAdded.subscribe((e) => this.add(e)));
    this.unsubscribe.push(sim.world.onEntityRemoved.subscribe((e) => this.remove(e)));
  }

  /** The cat's drawn centre in world pixels (for the camera), or null when there is no cat. */
  catCenter(alpha: number): { x: number; y: number } | null {
    for (const view of this.views.values()) {
      if (view.entity.kind !== 'cat') continue;
      return interpolatedCentre(view.entity, alpha, (x, y) => this.board.centre(x, y));
    }
    return null;
  }

  /** Draws pieces `scale` times their tile size from the next frame (1: their own size). */
  setMarkerScale(scale: number): void {
    this.markerScale = scale;
  }

  handleEvents(events: readonly SimEvent[]): void {
    for (const event of events) {
      switch (event.kind) {
        case 'piece':
          if (event.effect === 'bribe') this.bribed(event.entity);
          else if (event.effect === 'take') this.claimLeaving(event.entity, 'pop');
          break;
        case 'won':
          this.flourish = { kind: 'win', start: this.time };
          break;
        case 'eaten':
          this.attacker = event.entity;
          this.flourish = { kind: 'lose', start: this.time };
          break;
        case 'tired':
          this.flourish = { kind: 'lose', start: this.time };
          break;
        case 'undone':
        case 'restarted':
          this.flourish = null;
          this.attacker = null;
          for (const view of this.views.values()) view.eatUntil = 0;
          break;
        default:
          break;
      }
    }
  }

  /**
   * Places and animates every sprite for this frame. Returns the ms until a sprite changes again
   * with no new sim step: 0 while something moves, eats, fades or spins; the next animation frame
   * or pulse of a still board; Infinity when nothing animates.
   */
  render(alpha: number, deltaMs: number): number {
    this.time += Math.max(0, deltaMs);
    const cat = this.sim.cat;
    let next = Number.POSITIVE_INFINITY;
    for (const view of this.views.values()) next = Math.min(next, this.place(view, alpha, cat));
    this.animateLeaving();
    if (this.leaving.length > 0) return 0;
    return next;
  }

  destroy(): void {
    for (const off of this.unsubscribe) off();
    this.container.destroy({ children: true });
  }

  private add(entity: ViewEntity): void {
    if (this.views.has(entity)) return;
    const back = this.leaving.findIndex((l) => l.view.entity === entity);
    if (back >= 0) {
      // Undo brought it back while it was still fading out.
      const [l] = this.leaving.splice(back, 1);
      l.view.sprite.alpha = 1;
      l.view.sprite.scale.set(this.baseScale(l.view.sprite));
      if (l.view.arrow) l.view.arrow.visible = true;
      this.views.set(entity, l.view);
      return;
    }
    const name = entity.piece.def.look(entity.piece, entity.gone === true).sprite;
    const sprite = new AnimatedSprite({ textures: this.atlas.frames(name), autoUpdate: false });
    sprite.anchor.set(0.5);
    sprite.scale.set(this.baseScale(sprite));
    sprite.zIndex = entity.piece.def.drawOrder;
    sprite.label = `entity:${entity.kind}`;
    this.container.addChild(sprite);
    const pair = this.pairs.get(entity.piece.id);
    let mark: Sprite | null = null;
    if (pair !== undefined && pair <= MAX_PAIR_MARK) {
      mark = new Sprite(this.atlas.texture(`pipe_pair_${pair}`));
      mark.anchor.set(0.5);
      mark.zIndex = sprite.zIndex + 0.5;
      this.container.addChild(mark);
    }
    const view: EntitySprite = {
      mark,
      entity,
      sprite,
      animation: name,
      since: this.time,
      eatUntil: 0,
      arrow: entity.patrol ? this.makeArrow() : null,
    };
    this.views.set(entity, view);
    this.place(view, 0, null);
  }

  private makeArrow(): Sprite {
    const arrow = new Sprite(this.atlas.texture('overlay_patrol'));
    arrow.anchor.set(0.5);
    arrow.zIndex = ARROW_Z;
    arrow.label = 'patrol-arrow';
    this.container.addChild(arrow);
    return arrow;
  }

  private remove(entity: ViewEntity): void {
    const view = this.views.get(entity);
    if (!view) return;
    this.views.delete(entity);
    if (view.arrow) view.arrow.visible = false;
    this.leaving.push({ view, how: null, start: this.time, framesWaited: 0 });
  }

  /** A bribed piece that stays on the board (a patroller) eats, then sleeps; one that leaves eats and fades. */
  private bribed(entity: ViewEntity): void {
    const view = this.views.get(entity);
    if (view) view.eatUntil = this.time + (this.reducedMotion ? EAT_MS / 2 : EAT_MS);
    else this.claimLeaving(entity, 'eat');
  }

  private claimLeaving(entity: ViewEntity, how: 'eat' | 'pop'): void {
    const l = this.leaving.find((x) => x.how === null && x.view.entity === entity);
    if (!l) return;
    l.how = how;
    l.start = this.time;
    // As `place` would pick it while eating: a kind with no eating picture of its own eats as the
    // piece whose sprite it wears (a crocodile as a dog), never as the fallback shape.
    if (how === 'eat') this.setAnimation(l.view, this.lookOf(entity, true, null).name);
  }

  private baseScale(sprite: Sprite): number {
    const frame = sprite.texture.orig;
    const fit = Math.min(
      this.board.tileWidth / Math.max(1, frame.width),
      this.board.tileHeight / Math.max(1, frame.height),
    );
    return fit * this.markerScale;
  }

  /** The animation `entity` shows now (`animationFor`), eating its bribe or not. */
  private lookOf(entity: ViewEntity, eating: boolean, cat: Cell | null): ReturnType<typeof animationFor> {
    return animationFor(entity, {
      has: (name) => this.atlas.has(name),
      cat,
      flourish: this.flourish?.kind ?? null,
      attacker: this.attacker,
      eating,
    });
  }

  private setAnimation(view: EntitySprite, name: SpriteName): void {
    if (view.animation === name) return;
    view.animation = name;
    view.since = this.time;
    view.sprite.textures = this.atlas.frames(name);
  }

  /**
   * Positions a sprite, picks its animation for this frame, and places its patrol arrow. Returns
   * the ms until its picture changes by itself (0: every frame).
   */
  private place(view: EntitySprite, alpha: number, cat: Cell | null): number {
    const { entity, sprite } = view;
    const at = interpolatedCentre(entity, alpha, (x, y) => this.board.centre(x, y));
    sprite.position.set(at.x, at.y);
    const look = this.lookOf(entity, view.eatUntil > this.time, cat);
    this.setAnimation(view, look.name);
    sprite.tint = look.tint;
    const base = this.baseScale(sprite);
    sprite.rotation = 0;
    sprite.alpha = 1;
    // Moving pieces change with every step of the sim, which asks for its own frames.
    let next = isMoving(entity) ? 0 : Number.POSITIVE_INFINITY;
    if (entity.kind === 'cat' && this.flourish) {
      const f = flourishAt(this.flourish.kind, this.time - this.flourish.start, this.reducedMotion);
      sprite.scale.set(base * f.scale);
      sprite.rotation = f.rotation;
      sprite.alpha = f.alpha;
      if (!f.done) next = 0;
    } else if (entity.motion?.jump) {
      // Into one end of the pipe and out of the other: a shrink and spin, or a fade with reduced motion.
      const k = jumpScale(entity, alpha);
      if (this.reducedMotion) {
        sprite.scale.set(base);
        sprite.alpha = k;
      } else {
        sprite.scale.set(base * k);
        sprite.rotation = (1 - k) * Math.PI;
      }
    } else if (entity.kind === 'bone' && !this.reducedMotion) {
      // A gentle shine: the bone breathes a little.
      sprite.scale.set(base * (1 + 0.05 * Math.sin(this.pulseTime / 300)));
      next = Math.min(next, this.nextPulse);
    } else {
      sprite.scale.set(base);
    }
    const n = sprite.totalFrames;
    if (n > 1) {
      const age = this.time - view.since;
      sprite.gotoAndStop(Math.floor(age / look.frameMs) % n);
      next = Math.min(next, look.frameMs - (age % look.frameMs));
    }
    if (view.eatUntil > this.time) next = Math.min(next, view.eatUntil - this.time);
    if (view.arrow && this.placeArrow(view.arrow, entity) && !this.reducedMotion)
      next = Math.min(next, this.nextPulse);
    if (view.mark) {
      // In the piece's own frame, as a child would be: it scales, turns and fades with it.
      view.mark.position.copyFrom(sprite.position);
      view.mark.scale.copyFrom(sprite.scale);
      view.mark.rotation = sprite.rotation;
      view.mark.alpha = sprite.alpha;
    }
    return next;
  }

  /** The view time the pulses show: it steps every PULSE_MS. */
  private get pulseTime(): number {
    return this.time - (this.time % PULSE_MS);
  }

  /** Ms until the pulses step. */
  private get nextPulse(): number {
    return PULSE_MS - (this.time % PULSE_MS);
  }

  /**
   * The arrow on the tile an awake patroller steps to next, pointing the way it goes; hidden once
   * it sleeps or the level ends. Returns whether it is shown.
   */
  private placeArrow(arrow: Sprite, entity: ViewEntity): boolean {
    const next = entity.patrol?.next;
    const from = entity.motion?.to ?? entity.position;
    const shown =
      next !== undefined &&
      entity.gone !== true &&
      this.sim.status === 'playing' &&
      (next.x !== from.x || next.y !== from.y);
    arrow.visible = shown;
    if (!shown || !next) return false;
    const to = this.board.centre(next.x, next.y);
    const back = this.board.centre(from.x, from.y);
    arrow.position.set(to.x, to.y);
    arrow.rotation = Math.atan2(to.y - back.y, to.x - back.x);
    arrow.scale.set(this.baseScale(arrow) * ARROW_SCALE);
    arrow.alpha = this.reducedMotion ? ARROW_ALPHA : ARROW_ALPHA - 0.1 + 0.1 * Math.sin(this.pulseTime / 250);
    return true;
  }

  private animateLeaving(): void {
    for (let i = this.leaving.length - 1; i >= 0; i--) {
      const l = this.leaving[i];
      const sprite = l.view.sprite;
      const age = this.time - l.start;
      let done = false;
      if (l.how === 'eat') {
        const n = sprite.totalFrames;
        if (n > 1) sprite.gotoAndStop(Math.floor(age / 150) % n);
        const eat = this.reducedMotion ? EAT_MS / 2 : EAT_MS;
        sprite.alpha = age < eat ? 1 : Math.max(0, 1 - (age - eat) / FADE_MS);
        done = age >= eat + FADE_MS;
      } else if (l.how === 'pop') {
        const k = Math.min(1, age / POP_MS);
        sprite.alpha = 1 - k;
        sprite.scale.set(this.baseScale(sprite) * (1 + (this.reducedMotion ? 0 : 0.6 * k)));
        done = k >= 1;
      } else {
        // No event claimed it (restart, undo): it simply goes, one frame later at most.
        done = ++l.framesWaited > 1;
      }
      if (done) {
        this.leaving.splice(i, 1);
        l.view.arrow?.destroy();
        l.view.mark?.destroy();
        sprite.destroy();
      }
    }
  }
}
