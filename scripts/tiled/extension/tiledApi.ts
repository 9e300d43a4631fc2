/**
 * The part of Tiled's scripting API (as Tiled 1.8 has it; newer versions keep it) the extension
 * uses, typed. Tiled puts these objects in the script's global scope; `declare` says they are there
 * without defining them. Names and calls are checked against Tiled 1.8.2's own sources: it has
 * `tiled.warn` (not `warning`), no `save()` on assets (the test presses the Save action), no
 * `tiled.quit()` (the Quit action), and `Process` is the only way to read an environment variable.
 */

export interface TiledRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface TiledObject {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  /** Its class: `type` in Tiled 1.8, `className` in 1.9 and newer (which keep `type` as a synonym). */
  readonly type?: string;
  readonly className?: string;
  /** A tile object's tile, whose class the object takes when it has none of its own. */
  readonly tile?: { readonly type?: string; readonly className?: string } | null;
}

export interface TiledLayer {
  readonly name: string;
  readonly isTileLayer: boolean;
  readonly isObjectLayer: boolean;
  readonly isGroupLayer: boolean;
  /** Group layers only. */
  readonly layers?: readonly TiledLayer[];
  /** Object layers only. */
  readonly objects?: readonly TiledObject[];
}

export interface TiledMap {
  readonly fileName: string;
  readonly isTileMap: boolean;
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly layers: readonly TiledLayer[];
  currentLayer: TiledLayer | null;
  selectedObjects: readonly TiledObject[];
  readonly selectedArea: { set(rect: TiledRect): void; readonly boundingRect: TiledRect };
  setProperty(name: string, value: string | number | boolean): void;
  property(name: string): unknown;
}

interface Signal<T> {
  connect(callback: (value: T) => void): void;
}

export interface Tiled {
  readonly version: string;
  /** Tiled's own extensions folder, in the user's configuration (not the project's). */
  readonly extensionsPath: string;
  readonly openAssets: readonly (TiledMap | { readonly isTileMap: false })[];
  activeAsset: TiledMap | { readonly isTileMap: false } | null;
  readonly mapEditor: { readonly currentMapView: { centerOn(x: number, y: number): void } | null };
  readonly assetSaved: Signal<TiledMap | { readonly isTileMap: false; readonly fileName: string }>;
  /** Before the asset is written: last changes made here are saved with it. */
  readonly assetAboutToBeSaved: Signal<TiledMap | { readonly isTileMap: false; readonly fileName: string }>;
  open(fileName: string): TiledMap | null;
  trigger(action: string): void;
  log(text: string): void;
  warn(text: string, activated?: () => void): void;
  error(text: string, activated?: () => void): void;
}

interface FileHandle<T> {
  readAll(): T;
  write(data: T): void;
  commit(): void;
  close(): void;
}

declare const tiled: Tiled;
declare const Qt: { rect(x: number, y: number, width: number, height: number): TiledRect };
declare const TextFile: {
  new (path: string, mode: number): FileHandle<string>;
  readonly ReadOnly: number;
  readonly WriteOnly: number;
};
declare const BinaryFile: {
  new (path: string, mode: number): FileHandle<ArrayBuffer>;
  readonly ReadOnly: number;
};
declare const File: {
  exists(path: string): boolean;
  directoryEntries(path: string, filters?: number): string[];
  readonly Files: number;
};
declare const Process: new () => { getEnv(name: string): string };
/** A new map object; Tiled 1.8 calls its class `type`, 1.9 and newer `className`. */
declare const MapObject: new () => {
  type: string;
  className?: string;
  resolvedProperties(): Record<string, unknown>;
};

/** Tiled's objects, for the modules that talk to it. */
export const host = {
  tiled: () => tiled,
  rect: (x: number, y: number, width: number, height: number) => Qt.rect(x, y, width, height),
  env: (name: string): string => new Process().getEnv(name),
  /** The properties Tiled gives a new object of a class: the class's (1.8: object type's) defaults. */
  classDefaults(className: string): Record<string, unknown> {
    const object = new MapObject();
    if ('className' in object) object.className = className;
    else object.type = className;
    return object.resolvedProperties();
  },
  exists: (path: string): boolean => File.exists(path),
  /** The names of the files in `folder` (none when it is not there). */
  fileNames: (folder: string): string[] => File.directoryEntries(folder, File.Files),
  readText(path: string): string {
    const file = new TextFile(path, TextFile.ReadOnly);
    try {
      return file.readAll();
    } finally {
      file.close();
    }
  },
  readBytes(path: string): Uint8Array {
    const file = new BinaryFile(path, BinaryFile.ReadOnly);
    try {
      return new Uint8Array(file.readAll());
    } finally {
      file.close();
    }
  },
  writeText(path: string, text: string): void {
    const file = new TextFile(path, TextFile.WriteOnly);
    file.write(text);
    file.commit();
  },
};
