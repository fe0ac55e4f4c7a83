#!/usr/bin/env python3
# Fits the rubric's lines on the calibration set (docs/quality.md, "How it was fitted").
# Needs numpy and scipy. Usage:
#   RUBRIC_FEATURES=/tmp/features.json npx vitest run src/core/quality/rubric/calibration.test.ts
#   python3 scripts/fit-rubric.py 2 /tmp/features.json /tmp/model.json
# argv[1] is NON_LATIN_WEIGHT (signals.ts); the signals must match signalsOf there. Prints the
# Spearman of the 1-5 scores per set; the lines go into each component's `fit`.
import json,numpy as np
from scipy.stats import spearmanr
from scipy.optimize import nnls
import sys
d=json.load(open("tests/quality-judges/judged.json")); F=json.load(open(sys.argv[2]))
items=d['items']; comps=d['components']
keep=[i for i,o in enumerate(items) if len(o['judges'])>=2]
def held(o): return o['set']=='livemcpbench' and o['server'][:1].lower() in 'nopqrstuvwxyz'
NONLAT_W=float(sys.argv[1])
def base(f):
  c=f['cues']; eff=f['chars']*(1+NONLAT_W*f['nonLatinShare'])
  return dict(len=np.log1p(eff),sents=min(f['sentences'],8),ret=np.log1p(c['returns']),use=np.log1p(c['usage']),lim=np.log1p(c['limitation']),par=np.log1p(c['parameter']),ex=np.log1p(c['example']),plines=np.log1p(f['parameterLines']),exlines=np.log1p(f['exampleLines']),neg=np.log1p(f['negated']),verbs=np.log1p(f['verbs']))
SEL={'purpose':['len','verbs','ret'],'usageGuideline':['len','use','neg'],'limitation':['len','lim','neg','sents'],'parameterExplanation':['len','par','plines'],'examplesBalance':['len','sents','ex'],'lengthCompleteness':['len','sents']}
B=[base(F[i]) for i in keep]; P=np.array([F[i]['placeholder'] for i in keep])
Y=np.array([[np.median([j[c] for j in items[i]['judges'].values()]) for c in range(6)] for i in keep])
H=np.array([held(items[i]) for i in keep])
res={}
for c,name in enumerate(comps):
  fs=SEL[name]; X=np.array([[b[k] for k in fs] for b in B])
  Xc=np.hstack([X,np.ones((len(X),1))])
  # nnls on features; intercept free: center
  mu=X[~H].mean(0); ym=Y[~H,c].mean()
  w,_=nnls(X[~H]-mu,Y[~H,c]-ym)
  b0=ym-mu@w
  pc=X@w+b0
  y=np.round(Y[~H,c]+1e-9); cuts=[float(np.quantile(pc[~H],(y<=k).mean())) for k in [1,2,3,4]]
  iq=np.array([1 if p else 1+sum(v>t for t in cuts) for v,p in zip(pc,P)])
  res[name]=dict(features=fs,weights=[round(float(x),3) for x in w],intercept=round(float(b0),3),cuts=[round(x,3) for x in cuts])
  print('%-22s int C %.3f H %.3f'%(name,spearmanr(iq[~H],Y[~H,c])[0],spearmanr(iq[H],Y[H,c])[0]),res[name])
json.dump(res,open(sys.argv[3],'w'),indent=1)
