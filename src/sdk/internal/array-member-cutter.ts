// Reads a JSON object arriving in byte chunks and hands out the elements of one of its array members
// (the metrics answer's `projects`) one at a time, each parsed by JSON.parse, so that no string ever
// holds the whole body and memory holds one element at a time. A small state machine over bytes finds
// the elements' ends: it follows strings (and their escapes) and the depth of brackets, nothing more;
// each value's own syntax is JSON.parse's to check. UTF-8 needs no care: every byte of a multi-byte
// character is 0x80 or above, so none looks like a quote, a backslash or a bracket.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

const isWhitespace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** What the cutter expects next. */
enum Expect {
  ObjectStart,
  /** A member's name, or the end of the object when it has no member yet. */
  FirstKey,
  /** A member's name (after a comma). */
  Key,
  Colon,
  Value,
  /** A comma or the end of the object. */
  AfterMember,
  /** The first element of the array, or its end. */
  FirstElement,
  /** An element (after a comma). */
  Element,
  /** A comma or the end of the array. */
  AfterElement,
  /** Nothing but white space. */
  End,
}

/** What the value being read is: a member's name, the value of another member, or an element. */
enum Capture {
  None,
  Key,
  MemberValue,
  Element,
}

/** Where and why a body cannot be read; the caller turns it into the SDK's error. */
export class CutError extends Error {
  override name = 'CutError';
  constructor(
    readonly problem: string,
    /** The byte of the body where it was found, from 0. */
    readonly byteOffset: number,
    /** The body is empty or its value is not a JSON object (an array, a string, a number, null, or not JSON). */
    readonly notAnObject = false,
  ) {
    super(`${problem} (at byte ${byteOffset})`);
  }
}

export interface CutterOptions {
  /** The array member whose elements are handed out one by one, e.g. `projects`. */
  member: string;
  /**
   * The most bytes one element may take, and the other members together: past it the body is
   * refused rather than held.
   */
  maxValueBytes: number;
  /** Names other members may be called by in an error; any other is "another member" (a server's key is not echoed). */
  knownMembers: readonly string[];
  /**
   * Takes the answer's inside as it comes, for a reader that checks every value itself: elements of
   * any JSON type are handed out, and a member that is missing or not an array is no fault (such a
   * member is kept with the other members). The body must still be one JSON object.
   */
  anyShape?: boolean;
}

/** No element is complete yet: feed the next chunk. */
export const NEED_MORE: unique symbol = Symbol('need more');

/**
 * The cutter. `feed(chunk)` hands it the next bytes; `next()` returns the next element (parsed), or
 * `NEED_MORE` once the chunk is used up; `finish()` checks that the body was complete and returns the
 * other members. Every fault throws a `CutError` that says where it is.
 */
export class ArrayMemberCutter {
  private chunk: Uint8Array = new Uint8Array(0);
  private position = 0;
  /** Bytes of the body before the current chunk. */
  private chunkStart = 0;
  /** Where the chunk's next quote and backslash are from some point on (the chunk's length: none); -1 before a search. */
  private nextQuote = -1;
  private nextBackslash = -1;
  private expect = Expect.ObjectStart;
  private readonly decoder = new TextDecoder();

  // The value being read.
  private capture = Capture.None;
  private pieces: Uint8Array[] = [];
  private pieceStart = 0;
  private capturedBytes = 0;
  private valueStart = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** A number, true, false or null: it ends at the first byte that cannot be part of it. */
  private bare = false;

  private key = '';
  private seenMember = false;
  /** Whether the array member was met (a second one is refused). */
  private seenMemberNamed = false;
  private elementIndex = 0;
  private otherBytes = 0;
  private readonly others: Record<string, unknown> = {};

  constructor(private readonly options: CutterOptions) {}

  /** The elements handed out so far. */
  get elementCount(): number {
    return this.elementIndex;
  }

  /** The other members read so far (every one of them once the body has ended). */
  get membersSoFar(): Readonly<Record<string, unknown>> {
    return this.others;
  }

  /** Bytes read so far. */
  private get bytesRead(): number {
    return this.chunkStart + this.position;
  }

  /** Gives the next bytes of the body; the previous chunk must have been used up (`next()` returned `NEED_MORE`). */
  feed(chunk: Uint8Array): void {
    if (this.capture !== Capture.None && this.pieceStart < this.chunk.length) {
      const piece = this.chunk.subarray(this.pieceStart);
      this.pieces.push(piece);
      this.capturedBytes += piece.length;
    }
    this.chunkStart += this.chunk.length;
    this.chunk = chunk;
    this.position = 0;
    this.pieceStart = 0;
    this.nextQuote = -1;
    this.nextBackslash = -1;
  }

  next(): unknown {
    const chunk = this.chunk;
    const length = chunk.length;
    while (this.position < length) {
      if (this.capture !== Capture.None) {
        if (!this.scanValue()) break;
        const value = this.finishValue();
        if (value !== NEED_MORE) return value;
        continue;
      }
      const byte = chunk[this.position] as number;
      if (isWhitespace(byte)) {
        this.position += 1;
        continue;
      }
      this.step(byte);
    }
    return NEED_MORE;
  }

  /** Checks that the body ended where an answer may end; returns its other members. */
  finish(): Record<string, unknown> {
    if (this.expect === Expect.ObjectStart) {
      throw new CutError(`the answer ended ${this.whereInside()}`, this.bytesRead, true);
    }
    if (this.expect !== Expect.End) throw this.fault(`the answer ended ${this.whereInside()}`);
    if (!this.seenMemberNamed && !this.options.anyShape)
      throw new CutError(`the answer has no ${this.options.member}`, this.bytesRead);
    return this.others;
  }

  /** A structural byte outside any value. */
  private step(byte: number): void {
    const { member } = this.options;
    switch (this.expect) {
      case Expect.ObjectStart:
        if (byte !== OPEN_BRACE) throw new CutError('the answer is not a JSON object', this.bytesRead, true);
        this.expect = Expect.FirstKey;
        this.position += 1;
        return;
      case Expect.FirstKey:
      case Expect.Key:
        if (byte === CLOSE_BRACE && this.expect === Expect.FirstKey) {
          this.expect = Expect.End;
          this.position += 1;
          return;
        }
        if (byte !== QUOTE) throw this.fault('a member name was expected in the answer');
        this.startValue(Capture.Key);
        return;
      case Expect.Colon:
        if (byte !== COLON) throw this.fault('a colon was expected after a member name');
        this.expect = Expect.Value;
        this.position += 1;
        return;
      case Expect.Value:
        if (this.key === member) {
          if (this.seenMemberNamed) throw this.fault(`${member} appears twice in the answer`);
          this.seenMemberNamed = true;
          if (byte !== OPEN_BRACKET) {
            if (!this.options.anyShape) throw this.fault(`${member} is not an array`);
            this.startValue(Capture.MemberValue);
            return;
          }
          this.expect = Expect.FirstElement;
          this.position += 1;
          return;
        }
        this.startValue(Capture.MemberValue);
        return;
      case Expect.AfterMember:
        this.position += 1;
        if (byte === COMMA) this.expect = Expect.Key;
        else if (byte === CLOSE_BRACE) this.expect = Expect.End;
        else throw this.fault('a comma or the end of the answer was expected', -1);
        return;
      case Expect.FirstElement:
      case Expect.Element:
        if (byte === CLOSE_BRACKET && this.expect === Expect.FirstElement) {
          this.expect = Expect.AfterMember;
          this.position += 1;
          return;
        }
        if (byte !== OPEN_BRACE && !this.options.anyShape) {
          throw this.fault(`${member}[${this.elementIndex}] is not an object`);
        }
        this.startValue(Capture.Element);
        return;
      case Expect.AfterElement:
        this.position += 1;
        if (byte === COMMA) this.expect = Expect.Element;
        else if (byte === CLOSE_BRACKET) this.expect = Expect.AfterMember;
        else
          throw this.fault(
            `a comma or the end of ${member} was expected after ${member}[${this.elementIndex - 1}]`,
            -1,
          );
        return;
      case Expect.End:
        throw this.fault('the answer goes on after its end');
    }
  }

  private startValue(capture: Capture): void {
    const byte = this.chunk[this.position] as number;
    this.capture = capture;
    this.pieces = [];
    this.pieceStart = this.position;
    this.capturedBytes = 0;
    this.valueStart = this.bytesRead;
    this.depth = 0;
    this.inString = false;
    this.escaped = false;
    this.bare = byte !== OPEN_BRACE && byte !== OPEN_BRACKET && byte !== QUOTE;
    if (this.bare) {
      if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET || byte === COMMA || byte === COLON) {
        throw this.fault(`a value was expected ${this.whereInside()}`);
      }
      // The first byte is taken as it is (a bare value is at least one byte long).
      this.position += 1;
    }
  }

  /**
   * Reads on in the value being captured; true when it is complete (`position` is just after it),
   * false when the chunk ended first.
   */
  private scanValue(): boolean {
    const complete = this.bare ? this.scanBareValue() : this.scanNestedValue();
    this.checkCapturedSize();
    // An incomplete value's rest of the chunk is kept as a piece by `feed`.
    if (!complete) return false;
    this.pieces.push(this.chunk.subarray(this.pieceStart, this.position));
    this.capturedBytes += this.position - this.pieceStart;
    return true;
  }

  /** A bare value (number, true, false, null) ends at the first byte that cannot be part of it. */
  private scanBareValue(): boolean {
    const chunk = this.chunk;
    const length = chunk.length;
    for (let position = this.position; position < length; position += 1) {
      const byte = chunk[position] as number;
      if (
        isWhitespace(byte) ||
        byte === COMMA ||
        byte === CLOSE_BRACE ||
        byte === CLOSE_BRACKET ||
        byte === COLON ||
        byte === QUOTE ||
        byte === OPEN_BRACE ||
        byte === OPEN_BRACKET
      ) {
        this.position = position;
        return true;
      }
    }
    this.position = length;
    return false;
  }

  /** A string, object or array ends where its depth returns to zero outside a string. */
  private scanNestedValue(): boolean {
    const chunk = this.chunk;
    const length = chunk.length;
    let position = this.position;
    let depth = this.depth;
    let inString = this.inString;
    let escaped = this.escaped;
    let complete = false;
    while (position < length) {
      if (inString) {
        if (escaped) {
          escaped = false;
          position += 1;
          continue;
        }
        // A string's text is skipped whole: to its next quote or backslash, found natively.
        if (this.nextQuote < position) this.nextQuote = indexOrLength(chunk, QUOTE, position);
        if (this.nextBackslash < position) this.nextBackslash = indexOrLength(chunk, BACKSLASH, position);
        if (this.nextBackslash < this.nextQuote) {
          escaped = true;
          position = this.nextBackslash + 1;
          continue;
        }
        position = this.nextQuote;
        if (position === length) break;
        position += 1;
        inString = false;
        if (depth === 0) {
          complete = true;
          break;
        }
        continue;
      }
      const byte = chunk[position] as number;
      position += 1;
      if (byte === QUOTE) inString = true;
      else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth += 1;
      else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        depth -= 1;
        if (depth === 0) {
          complete = true;
          break;
        }
      }
    }
    this.position = position;
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    return complete;
  }

  /** Stops a value, or an entry with its other members, that grows past the size limit. */
  private checkCapturedSize(): void {
    const limit =
      this.capture === Capture.Element ? this.options.maxValueBytes : this.options.maxValueBytes - this.otherBytes;
    if (this.capturedBytes + this.position - this.pieceStart > limit) {
      throw new CutError(
        `${this.valueName()} is larger than ${describeBytes(this.options.maxValueBytes)}${this.capture === Capture.Element ? '' : ' (with the other members)'}`,
        this.valueStart,
      );
    }
  }

  /** Parses the captured value and moves on; returns an element, or `NEED_MORE` for a name or another member. */
  private finishValue(): unknown {
    const capture = this.capture;
    this.capture = Capture.None;
    const pieces = this.pieces;
    this.pieces = [];
    const bytes = pieces.length === 1 ? (pieces[0] as Uint8Array) : joinPieces(pieces);
    let value: unknown;
    try {
      value = JSON.parse(this.decoder.decode(bytes));
    } catch {
      // JSON.parse's own message quotes the text, which may carry a credential: only where is said.
      throw new CutError(`${this.valueName(capture)} is not valid JSON`, this.valueStart);
    }
    switch (capture) {
      case Capture.Key:
        if (typeof value !== 'string') throw new CutError('a member name is not a string', this.valueStart);
        this.key = value;
        this.seenMember = true;
        this.expect = Expect.Colon;
        return NEED_MORE;
      case Capture.MemberValue:
        this.otherBytes += this.capturedBytes;
        // Defined, not assigned: a member named __proto__ must not change the object's prototype.
        Object.defineProperty(this.others, this.key, { value, enumerable: true, writable: true, configurable: true });
        this.expect = Expect.AfterMember;
        return NEED_MORE;
      default:
        this.elementIndex += 1;
        this.expect = Expect.AfterElement;
        return value;
    }
  }

  private valueName(capture = this.capture): string {
    if (capture === Capture.Element) return `${this.options.member}[${this.elementIndex}]`;
    if (capture === Capture.Key) return 'a member name';
    return this.options.knownMembers.includes(this.key) ? this.key : 'another member of the answer';
  }

  private whereInside(): string {
    if (this.capture !== Capture.None) return `inside ${this.valueName()}`;
    const { member } = this.options;
    switch (this.expect) {
      case Expect.ObjectStart:
        return 'before it began';
      case Expect.FirstElement:
      case Expect.Element:
      case Expect.AfterElement:
        return `inside ${member}, after ${this.elementIndex} element${this.elementIndex === 1 ? '' : 's'}`;
      default:
        return this.seenMember ? `after the member ${this.valueName(Capture.MemberValue)}` : 'after its first brace';
    }
  }

  /** A fault at the current byte (or `shift` bytes from it). */
  private fault(problem: string, shift = 0): CutError {
    return new CutError(problem, this.bytesRead + shift);
  }
}

/** Where `byte` is next in `chunk` from `from` on, or the chunk's length. */
function indexOrLength(chunk: Uint8Array, byte: number, from: number): number {
  const index = chunk.indexOf(byte, from);
  return index === -1 ? chunk.length : index;
}

function joinPieces(pieces: readonly Uint8Array[]): Uint8Array {
  let total = 0;
  for (const piece of pieces) total += piece.length;
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const piece of pieces) {
    joined.set(piece, offset);
    offset += piece.length;
  }
  return joined;
}

/** 67108864 → "64 MiB"; other sizes in bytes. */
function describeBytes(bytes: number): string {
  return bytes % 1_048_576 === 0 ? `${bytes / 1_048_576} MiB` : `${bytes} bytes`;
}
