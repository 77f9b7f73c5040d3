import { ContainerModule } from 'inversify';
import { toBase64 } from '../../kernel/services/NativeJourney';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { ChangeLetterDelivery, DownloadStatement, type SaveFile } from './core/use-cases/StatementCases';
import { StatementsStore } from './stores/StatementsStore';
import { STATEMENTS_TOKENS as T } from './tokens';

/** Statements and letters over the StatementService port; a PDF is saved through the native journey (webview or browser). */
export const statementsModule = new ContainerModule(({ bind }) => {
  bind(T.StatementsStore).toDynamicValue((ctx) => {
    const service = ctx.get(T.StatementService);
    const journey = ctx.get(P.NativeJourney);
    const save: SaveFile = (file) => journey.download({ fileName: file.fileName, mimeType: file.mimeType, base64: toBase64(file.bytes) });
    return new StatementsStore(service, new DownloadStatement(service, save), new ChangeLetterDelivery(service), ctx.get(P.HandleApiError));
  }).inSingletonScope();
});
