import { AnimatedSprite, Container } from 'pixi.js';
import { KINDS } from '../level/kinds/table';
import type { Cell } from '../level/types';
import type { Facing, SimEvent } from '../sim/types';
import { type FlourishKind, flourishAt } from './flourish';
import { interpolatedTile, isMoving } from './interpolate';
import type { SpriteAtlas, SpriteName } from './spriteAtlas';
import type { ViewEntity, ViewSim } from './viewSim';

/** Dogs farther than this (in tiles, on either axis) from the cat doze. */
const SLEEP_DISTANCE = 5;
/** How long a bribed dog eats before it fades, and the fade; a picked-up bone's pop. */
const EAT_MS = 700;
const FADE_MS = 400;
const POP_MS = 250;

const WALK: Record<Facing, SpriteName> = {
  down: 'cat_walk_down',
  up: 'cat_walk_up',
  left: 'cat_walk_left',
  right: 'cat_walk_right',
};

interface EntitySprite {
  readonly entity: ViewEntity;
  readonly sprite: AnimatedSprite;
  animation: SpriteName;
  /** Time this animation started (ms of view time), so frames restart on a change. */
  since: number;
}

interface Leaving {
  readonly view: EntitySprite;
  /** 'eat': a bribed dog; 'pop': a picked-up bone; null until an event says why (else it just goes). */
  how: 'eat' | 'pop' | null;
  start: number;
  framesWaited: number;
}

/**
 * Sprites bound to the sim's entities: `world.onEntityAdded` makes one, `onEntityRemoved` retires
 * it (a bribed dog eats and fades, a picked-up bone pops), and each frame reads positions,
 * interpolated with alpha. No game rule lives here: the view only shows what the sim did.
 */
export class EntityViews {
  readonly container = new Container();
  private readonly views = new Map<ViewEntity, EntitySprite>();
  private readonly leaving: Leaving[] = [];
  private readonly unsubscribe: (() => void)[] = [];
  private time = 0;
  private flourish: { kind: FlourishKind; start: number } | null = null;
  private attackAt: Cell | null = null;

  constructor(
    private readonly sim: ViewSim,
    private readonly atlas: SpriteAtlas,
    private readonly tileWidth: number,
    private readonly tileHeight: number,
    private readonly reducedMotion: boolean,
  ) {
    this.container.sortableChildren = true;
    for (const entity of sim.world.entities) this.add(entity);
    this.unsubscribe.push(sim.world.onEntityAdded.subscribe((e) => this.add(e)));
    this.unsubscribe.push(sim.world.onEntityRemoved.subscribe((e) => this.remove(e)));
  }

  /** The cat's drawn centre in world pixels (for the camera), or null when there is no cat. */
  catCenter(alpha: number): { x: number; y: number } | null {
    for (const view of this.views.values()) {
      if (view.entity.kind !== 'cat') continue;
      const t = interpolatedTile(view.entity, alpha);
      return { x: (t.x + 0.5) * this.tileWidth, y: (t.y + 0.5) * this.tileHeight };
    }
    return null;
  }

  handleEvents(events: readonly SimEvent[]): void {
    for (const event of events) {
      switch (event.kind) {
        case 'piece':
          if (event.effect === 'bribe') this.claimLeaving(event.entity, 'eat');
          else if (event.effect === 'take') this.claimLeaving(event.entity, 'pop');
          break;
        case 'won':
          this.flourish = { kind: 'win', start: this.time };
          break;
        case 'eaten':
          this.attackAt = event.at;
          this.flourish = { kind: 'lose', start: this.time };
          break;
        case 'tired':
          this.flourish = { kind: 'lose', start: this.time };
          break;
        case 'undone':
        case 'restarted':
          this.flourish = null;
          this.attackAt = null;
          break;
        default:
          break;
      }
    }
  }

  render(alpha: number, deltaMs: number): void {
    this.time += Math.max(0, deltaMs);
    const cat = this.sim.cat;
    for (const view of this.views.values()) this.place(view, alpha, cat);
    this.animateLeaving();
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
      this.views.set(entity, l.view);
      return;
    }
    const name = initialAnimation(entity);
    const sprite = new AnimatedSprite({ textures: this.atlas.frames(name), autoUpdate: false });
    sprite.anchor.set(0.5);
    sprite.scale.set(this.baseScale(sprite));
    sprite.zIndex = KINDS[entity.kind].drawOrder;
    sprite.label = `entity:${entity.kind}`;
    this.container.addChild(sprite);
    const view: EntitySprite = { entity, sprite, animation: name, since: this.time };
    this.views.set(entity, view);
    this.place(view, 0, null);
  }

  private remove(entity: ViewEntity): void {
    const view = this.views.get(entity);
    if (!view) return;
    this.views.delete(entity);
    this.leaving.push({ view, how: null, start: this.time, framesWaited: 0 });
  }

  private claimLeaving(entity: ViewEntity, how: 'eat' | 'pop'): void {
    const l = this.leaving.find((x) => x.how === null && x.view.entity === entity);
    if (!l) return;
    l.how = how;
    l.start = this.time;
    if (how === 'eat') this.setAnimation(l.view, 'dog_eat');
  }

  private baseScale(sprite: AnimatedSprite): number {
    const frame = sprite.texture.orig;
    return Math.min(this.tileWidth / Math.max(1, frame.width), this.tileHeight / Math.max(1, frame.height));
  }

  private setAnimation(view: EntitySprite, name: SpriteName): void {
    if (view.animation === name) return;
    view.animation = name;
    view.since = this.time;
    view.sprite.textures = this.atlas.frames(name);
  }

  /** Positions a sprite and picks its animation for this frame. */
  private place(view: EntitySprite, alpha: number, cat: Cell | null): void {
    const { entity, sprite } = view;
    const t = interpolatedTile(entity, alpha);
    sprite.position.set((t.x + 0.5) * this.tileWidth, (t.y + 0.5) * this.tileHeight);
    let frameMs = 150;
    if (entity.kind === 'cat') {
      if (this.flourish) this.setAnimation(view, this.flourish.kind === 'win' ? 'cat_win' : 'cat_lose');
      else if (isMoving(entity)) this.setAnimation(view, WALK[entity.facing ?? 'down']);
      else this.setAnimation(view, 'cat_idle_down');
      this.applyFlourish(sprite);
    } else if (entity.kind === 'dog') {
      const attacking =
        this.attackAt && this.attackAt.x === entity.position.x && this.attackAt.y === entity.position.y;
      const far =
        cat !== null &&
        Math.max(Math.abs(cat.x - entity.position.x), Math.abs(cat.y - entity.position.y)) > SLEEP_DISTANCE;
      this.setAnimation(view, attacking ? 'dog_attack' : far ? 'dog_sleep' : 'dog_idle');
      frameMs = far ? 600 : 250;
    } else if (entity.kind === 'bone') {
      frameMs = 500;
      // A gentle shine: the bone breathes a little (not with reduced motion).
      const s = this.baseScale(sprite) * (this.reducedMotion ? 1 : 1 + 0.05 * Math.sin(this.time / 300));
      sprite.scale.set(s);
    } else {
      this.setAnimation(view, KINDS[entity.kind].look(entity.piece, entity.gone === true).sprite);
      frameMs = 300;
    }
    const n = sprite.totalFrames;
    if (n > 1) sprite.gotoAndStop(Math.floor((this.time - view.since) / frameMs) % n);
  }

  private applyFlourish(sprite: AnimatedSprite): void {
    const base = this.baseScale(sprite);
    if (!this.flourish) {
      sprite.scale.set(base);
      sprite.rotation = 0;
      sprite.alpha = 1;
      return;
    }
    const f = flourishAt(this.flourish.kind, this.time - this.flourish.start, this.reducedMotion);
    sprite.scale.set(base * f.scale);
    sprite.rotation = f.rotation;
    sprite.alpha = f.alpha;
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
        sprite.destroy();
      }
    }
  }
}

function initialAnimation(entity: ViewEntity): SpriteName {
  return entity.kind === 'cat'
    ? 'cat_idle_down'
    : KINDS[entity.kind].look(entity.piece, entity.gone === true).sprite;
}
