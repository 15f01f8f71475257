// The search theme ships JavaScript only; this is the part of it the wrapper calls.
declare module '@easyops-cn/docusaurus-search-local' {
  import type {LoadContext, Plugin, OptionValidationContext} from '@docusaurus/types';

  export default function searchLocal(context: LoadContext, options: unknown): Plugin;
  export function validateOptions(context: OptionValidationContext<unknown, unknown>): unknown;
}
