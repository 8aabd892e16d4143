// One always-on container app: its image from the registry (pulled with its identity), its secrets as Key Vault
// references read with the same identity, HTTPS ingress only for GET /health, and probes on that port.
param name string
param location string
param tags object
param environmentId string
param identityId string
param registryServer string
param healthPort int
param minReplicas int
param maxReplicas int
param cpu string
param memory string
param env array
param secrets array
param scaleRules array = []

@description('The image azd deployed last (SERVICE_<NAME>_IMAGE_NAME); empty when this azd environment has not deployed.')
param deployedImage string

@description('Whether the app exists already (SERVICE_<NAME>_RESOURCE_EXISTS).')
param exists bool

// Before the first deploy no image of ours exists: a public placeholder answers on port 80, without probes.
var placeholder = 'mcr.microsoft.com/k8se/quickstart:latest'

module running 'container-app-image.bicep' = {
  name: '${name}-running-image'
  params: {
    exists: exists
    name: name
  }
}

// The image just deployed, else the one running now (a provision from a fresh environment, as in CI), else the placeholder.
var image = !empty(deployedImage) ? deployedImage : (!empty(running.outputs.image) ? running.outputs.image : placeholder)
var isPlaceholder = image == placeholder

resource app 'Microsoft.App/containerApps@2024-03-01' = {
  name: name
  location: location
  tags: tags
  identity: {
    type: 'UserAssigned'
    userAssignedIdentities: { '${identityId}': {} }
  }
  properties: {
    environmentId: environmentId
    workloadProfileName: 'Consumption'
    configuration: {
      activeRevisionsMode: 'Single'
      ingress: {
        external: true
        targetPort: isPlaceholder ? 80 : healthPort
        transport: 'http'
        allowInsecure: false
      }
      registries: [
        {
          server: registryServer
          identity: identityId
        }
      ]
      secrets: secrets
    }
    template: {
      containers: [
        {
          name: 'main'
          image: image
          env: env
          resources: {
            cpu: json(cpu)
            memory: memory
          }
          // Liveness is the health server answering at all (TCP): a degraded /health (a late queue, a stale source)
          // is the outside world's trouble, and a restart would not cure it. Readiness is the HTTP verdict, so a
          // degraded replica shows as not ready in the revision and in the portal's alerts.
          probes: isPlaceholder ? [] : [
            {
              type: 'Startup'
              tcpSocket: { port: healthPort }
              initialDelaySeconds: 3
              periodSeconds: 5
              failureThreshold: 24
            }
            {
              type: 'Liveness'
              tcpSocket: { port: healthPort }
              periodSeconds: 30
              failureThreshold: 3
            }
            {
              type: 'Readiness'
              httpGet: {
                path: '/health'
                port: healthPort
              }
              periodSeconds: 30
              failureThreshold: 3
              timeoutSeconds: 5
            }
          ]
        }
      ]
      scale: {
        minReplicas: minReplicas
        maxReplicas: maxReplicas
        rules: scaleRules
      }
    }
  }
}

output name string = app.name
output fqdn string = app.properties.configuration.ingress.fqdn
