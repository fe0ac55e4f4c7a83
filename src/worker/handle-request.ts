import { analyzeText, analyzeToolset, checkSample, previewToolDocument } from '../core';
import type { WorkerRequest, WorkerResponse } from './protocol';

/** The worker's whole job: run the core on one request. Kept apart from the entry so tests call it directly. */
export function handleRequest(request: WorkerRequest): WorkerResponse {
  try {
    if (request.type === 'analyze') {
      return {
        type: 'analysis',
        id: request.id,
        analysis: analyzeText(request.text, request.options),
      };
    }
    if (request.type === 'analyze-toolset') {
      return {
        type: 'toolset-findings',
        id: request.id,
        findings: analyzeToolset(request.texts),
      };
    }
    if (request.type === 'preview-tools') {
      return { type: 'tools-preview', id: request.id, preview: previewToolDocument(request.text) };
    }
    return {
      type: 'sample-result',
      id: request.id,
      result: checkSample(request.schema, request.sample, request.options),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      type: 'failure',
      id: request.id,
      message: `The validator failed unexpectedly: ${message}`,
    };
  }
}
