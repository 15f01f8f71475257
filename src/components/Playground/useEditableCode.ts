import {useCallback, useLayoutEffect, useRef, useState} from 'react';
import type {CompileResult} from '@site/src/components/Example/LiveExample';
import {loadLive, type LiveModule} from '@site/src/components/Example/loadLive';
import {toLiveCode} from '@site/src/components/Example/source';

export interface EditableCode {
  /** The editor's module, once the reader has reached for the code. */
  live: LiveModule | null;
  /** The editor is shown (else the highlighted code). */
  editing: boolean;
  focusOnMount: boolean;
  /** The reader changed the code by hand: it no longer follows the controls. */
  edited: boolean;
  /** The code as shown: the reader's, once edited, else the generated code. */
  code: string;
  /** The code the editor opened with (it keeps its own text after that). */
  editorCode: string;
  /** The edited code's preview (or its error). */
  result: CompileResult;
  editorKey: number;
  activate: (focus: boolean) => void;
  onEdit: (code: string) => void;
  reset: () => void;
}

/**
 * The playground's code: the generated code until the reader edits it, then theirs, compiled by the
 * examples' editor (loaded only when the reader reaches for the code). `reset` goes back to the
 * generated code, and the controls drive it again.
 */
export function useEditableCode(generated: string): EditableCode {
  const [live, setLive] = useState<LiveModule | null>(null);
  // The generated code the editor was opened on: once a control changes it, the editor (which
  // keeps its own text) gives way to the new code, until the reader reaches for it again.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const [edited, setEdited] = useState(false);
  const [current, setCurrent] = useState(generated);
  const [editorCode, setEditorCode] = useState(generated);
  const [result, setResult] = useState<CompileResult & {version: number}>({version: 0});
  const [editorKey, setEditorKey] = useState(0);
  const versionRef = useRef(0);
  const generatedRef = useRef(generated);
  useLayoutEffect(() => {
    generatedRef.current = generated;
  }, [generated]);

  const activate = useCallback((focus: boolean) => {
    loadLive().then(
      (module) => {
        setLive((loaded) => loaded ?? module);
        setFocusOnMount(focus);
        setCurrent(generatedRef.current);
        setEditorCode(generatedRef.current);
        setOpenedOn(generatedRef.current);
      },
      // The code stays as it is; the reader's next focus, click or key asks for the editor again.
      () => undefined,
    );
  }, []);

  const onEdit = useCallback((next: string) => {
    setCurrent(next);
    setEdited(next !== generatedRef.current);
  }, []);

  // In the keystroke's own task, as the examples do, so the preview follows the typing at once.
  useLayoutEffect(() => {
    if (!live || !edited) return;
    const version = ++versionRef.current;
    live.compile(toLiveCode(current), true, (next) => {
      if (version === versionRef.current) setResult({...next, version});
    });
  }, [current, edited, live]);

  const reset = useCallback(() => {
    versionRef.current += 1;
    setResult({version: versionRef.current});
    setEdited(false);
    setOpenedOn(null);
    setCurrent(generatedRef.current);
    setEditorKey((key) => key + 1);
  }, []);

  return {
    live,
    editing: edited || (openedOn !== null && openedOn === generated),
    focusOnMount,
    edited,
    code: edited ? current : generated,
    editorCode,
    result,
    editorKey,
    activate,
    onEdit,
    reset,
  };
}
